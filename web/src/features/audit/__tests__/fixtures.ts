import type { AuditLogEntry, HistoryEvent, ProjectionStatus, RebuildJob } from '../types';

export function aLogEntry(overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    stream: 'order-o-1',
    streamKind: 'order',
    version: 1,
    eventId: 'e-1',
    type: 'OrderStatusChanged',
    at: '2026-03-01T12:00:00.000Z',
    actorId: 'owner-1',
    actorRole: 'restaurant_owner',
    actorName: 'Olive Owner',
    restaurantId: 'r-1',
    summary: 'Status Preparing → Ready for Pickup',
    ...overrides,
  };
}

export function aProjection(overrides: Partial<ProjectionStatus> = {}): ProjectionStatus {
  return {
    name: 'orders',
    version: 3,
    checkpoint: '00000000000000004134:00000000000000000000',
    lagEvents: 0,
    lagCapped: false,
    lagSeconds: 0,
    active: true,
    updatedAt: '2026-03-01T12:00:00.000Z',
    eventsApplied: 1234,
    lastRebuild: null,
    ...overrides,
  };
}

export function aJob(overrides: Partial<RebuildJob> = {}): RebuildJob {
  return {
    jobId: 'job-1',
    name: 'orders',
    status: 'running',
    applied: 0,
    total: null,
    startedAt: '2026-03-01T12:00:00.000Z',
    finishedAt: null,
    checkpoint: null,
    identical: null,
    diff: [],
    error: null,
    ...overrides,
  };
}

export const historyEvents: HistoryEvent[] = [
  {
    version: 0,
    type: 'OrderPlaced',
    at: '2026-03-01T12:00:00.000Z',
    recordedAt: '2026-03-01T12:00:00.000Z',
    actor: { id: 'c-1', name: 'Cora Customer', role: 'customer' },
    change: 'Order placed: 1 item, $10.87',
    summary: 'Order placed: 1 item, $10.87 — by Cora Customer (Customer)',
    data: {},
  },
  {
    version: 1,
    type: 'OrderStatusChanged',
    at: '2026-03-01T12:02:00.000Z',
    recordedAt: '2026-03-01T12:02:00.000Z',
    actor: { id: 'gone', name: 'Deleted user', role: null },
    change: 'Status Pending → Confirmed',
    summary: 'Status Pending → Confirmed — by Deleted user',
    data: {},
  },
];
