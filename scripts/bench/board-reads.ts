import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { EventStore } from '@pickup/domain/eventstore/types';
import { orderStream, type OrderEvent } from '@pickup/domain/ordering/order';
import { orderPlaced } from '@pickup/domain/ordering/order.fixtures';
import { kitchenBoard } from '@pickup/projections/orders/queries';

/**
 * The kitchen board's part of `bench:reads` (issue 15): a restaurant with 5,000 orders
 * today, 80 of them active; the board endpoint's p95 and JSON size beside the bare
 * read-model query of the same rows (no HTTP, no JSON). Requests go one at a time, so p95
 * is the server's time for one board, and the ratio of the two p95s is the ratio of rates.
 */

export const BOARD_ORDERS = 5000;
export const BOARD_ACTIVE = 80;
const SAMPLES = 300;
const WARM_UP = 30;
const STEP_MS = 5_000;

const meta = (at: string, role: string) => ({
  actorId: 'bench-seed',
  actorRole: role,
  correlationId: randomUUID(),
  causationId: null,
  at,
});

/**
 * Appends the orders straight to their streams (the board reads the orders read model, not
 * how they got there): the oldest 40 and newest 40 stay active, the rest are finished.
 * Returns the last checkpoint written.
 */
export async function seedBoardOrders(
  store: EventStore,
  restaurantId: string,
  now: Date,
): Promise<string> {
  let last = '';
  const half = BOARD_ACTIVE / 2;
  const one = async (i: number) => {
    const orderId = randomUUID();
    const placedAt = new Date(now.getTime() - (BOARD_ORDERS - i) * STEP_MS).toISOString();
    const events: OrderEvent[] = [
      {
        type: 'OrderPlaced',
        data: {
          ...orderPlaced.data,
          orderId,
          customerId: `bench-customer-${i % 400}`,
          restaurantId,
          placedAt,
          estimatedReadyAt: new Date(Date.parse(placedAt) + 15 * 60_000).toISOString(),
        },
      },
    ];
    if (i >= half && i < BOARD_ORDERS - half) {
      const to = i % 2 === 0 ? 'picked_up' : 'cancelled';
      events.push({
        type: 'OrderStatusChanged',
        data: {
          orderId,
          from: 'pending',
          to,
          by: { id: 'bench-owner', role: 'restaurant_owner' },
          at: new Date(Date.parse(placedAt) + 60_000).toISOString(),
          ...(to === 'cancelled' ? { reason: 'Sold out', reasonCode: 'sold_out' as const } : {}),
        },
      });
    }
    const result = await store.appendToStream(
      orderStream(orderId),
      events.map((e) => ({
        id: randomUUID(),
        type: e.type,
        data: e.data,
        metadata: meta(placedAt, 'customer'),
      })),
      { expected: 'no_stream' },
    );
    if (result.checkpoint > last) last = result.checkpoint;
  };
  for (let i = 0; i < BOARD_ORDERS; i += 50) {
    await Promise.all(Array.from({ length: Math.min(50, BOARD_ORDERS - i) }, (_, k) => one(i + k)));
  }
  return last;
}

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Number((sorted[Math.floor(0.95 * (sorted.length - 1))] ?? 0).toFixed(2));
}

async function timed(times: number, run: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await run();
    samples.push(performance.now() - t);
  }
  return samples;
}

export interface BoardFigures {
  orders: number;
  active: number;
  completedShown: number;
  http: { p95Ms: number; jsonBytes: number };
  sql: { p95Ms: number; jsonBytes: number };
  /** bare p95 / HTTP p95: the share of the bare read's rate the endpoint reaches. */
  ratio: number;
}

export async function measureBoard(
  pool: pg.Pool,
  url: string,
  token: string,
  restaurantId: string,
): Promise<BoardFigures> {
  const headers = { Authorization: `Bearer ${token}` };
  let bytes = 0;
  let shape = { active: 0, completed: 0 };
  const http = async () => {
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`board answered ${response.status}`);
    const text = await response.text();
    bytes = Buffer.byteLength(text);
    const body = JSON.parse(text) as { active: unknown[]; completed: unknown[] };
    shape = { active: body.active.length, completed: body.completed.length };
  };
  let sqlBytes = 0;
  const sql = async () => {
    sqlBytes = Buffer.byteLength(JSON.stringify(await kitchenBoard(pool, restaurantId)));
  };
  await timed(WARM_UP, http);
  const httpP95 = p95(await timed(SAMPLES, http));
  await timed(WARM_UP, sql);
  const sqlP95 = p95(await timed(SAMPLES, sql));
  return {
    orders: BOARD_ORDERS,
    active: shape.active,
    completedShown: shape.completed,
    http: { p95Ms: httpP95, jsonBytes: bytes },
    sql: { p95Ms: sqlP95, jsonBytes: sqlBytes },
    ratio: Number((sqlP95 / httpP95).toFixed(3)),
  };
}
