import { and, setup, transition } from 'xstate';
import { conflict, forbidden, validation, type DomainError } from '../shared/errors';
import { STAFF_STATUS_LABELS, type OrderStatus } from './status';

/**
 * The order lifecycle (DECISIONS 10), shared by the server (may this status change happen?)
 * and the kitchen board (which buttons to show).
 */
export type OrderActorRole = 'customer' | 'restaurant_owner' | 'admin';

export interface LifecycleActor {
  role: OrderActorRole;
}

export type AdvanceEventType = 'CONFIRM' | 'START_PREPARING' | 'MARK_READY' | 'MARK_PICKED_UP';

export type OrderLifecycleEvent =
  | { type: AdvanceEventType; actor: LifecycleActor }
  | { type: 'RECALL'; actor: LifecycleActor }
  | { type: 'CANCEL'; actor: LifecycleActor; reason?: string }
  | { type: 'COMPLETE'; actor: LifecycleActor };

export type OrderLifecycleEventType = OrderLifecycleEvent['type'];

const staffCancel = { target: 'cancelled', guard: and(['isStaff', 'hasReason']) } as const;

export const orderMachine = setup({
  types: { events: {} as OrderLifecycleEvent },
  guards: {
    isStaff: ({ event }) => event.actor.role === 'restaurant_owner' || event.actor.role === 'admin',
    isAdmin: ({ event }) => event.actor.role === 'admin',
    isCustomer: ({ event }) => event.actor.role === 'customer',
    hasReason: ({ event }) => event.type === 'CANCEL' && (event.reason ?? '').trim() !== '',
  },
}).createMachine({
  id: 'order',
  initial: 'pending',
  states: {
    pending: {
      on: {
        CONFIRM: { target: 'confirmed', guard: 'isStaff' },
        CANCEL: [{ target: 'cancelled', guard: 'isCustomer' }, staffCancel],
      },
    },
    confirmed: {
      on: {
        START_PREPARING: { target: 'preparing', guard: 'isStaff' },
        CANCEL: staffCancel,
      },
    },
    preparing: {
      on: {
        MARK_READY: { target: 'ready', guard: 'isStaff' },
        RECALL: { target: 'confirmed', guard: 'isStaff' },
        CANCEL: staffCancel,
      },
    },
    ready: {
      on: {
        MARK_PICKED_UP: { target: 'picked_up', guard: 'isStaff' },
        RECALL: { target: 'preparing', guard: 'isStaff' },
        CANCEL: staffCancel,
      },
    },
    picked_up: {
      on: { COMPLETE: { target: 'completed', guard: 'isAdmin' } },
    },
    completed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

const FORWARD: Readonly<
  Record<OrderStatus, { to: OrderStatus; event: AdvanceEventType; label: string } | null>
> = {
  pending: { to: 'confirmed', event: 'CONFIRM', label: 'Confirm Order' },
  confirmed: { to: 'preparing', event: 'START_PREPARING', label: 'Start Preparing' },
  preparing: { to: 'ready', event: 'MARK_READY', label: 'Mark Ready' },
  ready: { to: 'picked_up', event: 'MARK_PICKED_UP', label: 'Mark Picked Up' },
  picked_up: null,
  completed: null,
  cancelled: null,
};

/** Stands in for the reason a staff member will type, when only asking whether they could. */
const ANY_REASON = 'reason';

function snapshotAt(status: OrderStatus) {
  return orderMachine.resolveState({ value: status });
}

/** The status an event leads to from `from`, or null when the machine refuses it. */
function statusAfter(from: OrderStatus, event: OrderLifecycleEvent): OrderStatus | null {
  const snapshot = snapshotAt(from);
  if (!snapshot.can(event)) return null;
  const [next] = transition(orderMachine, snapshot, event);
  return next.value;
}

export interface OrderAction {
  kind: 'advance' | 'recall' | 'cancel' | 'complete';
  event: OrderLifecycleEventType;
  to: OrderStatus;
  label: string;
  /** Staff must give a reason for cancelling. */
  requiresReason: boolean;
}

const CANDIDATES: readonly {
  kind: OrderAction['kind'];
  event: (status: OrderStatus) => OrderLifecycleEventType | null;
}[] = [
  { kind: 'advance', event: (s) => FORWARD[s]?.event ?? null },
  { kind: 'recall', event: () => 'RECALL' },
  { kind: 'cancel', event: () => 'CANCEL' },
  { kind: 'complete', event: () => 'COMPLETE' },
];

/** The buttons to show for an order in `status` to someone with `role`. */
export function allowedActions(status: OrderStatus, role: OrderActorRole): OrderAction[] {
  // A pure function of two small enums, asked for every order of every list: worked out
  // once per pair (running the machine costs far more than copying the answer).
  const key = `${status}:${role}`;
  let actions = actionsByStatusAndRole.get(key);
  if (!actions) {
    actions = computeAllowedActions(status, role);
    actionsByStatusAndRole.set(key, actions);
  }
  return actions.map((a) => ({ ...a }));
}

const actionsByStatusAndRole = new Map<string, OrderAction[]>();

function computeAllowedActions(status: OrderStatus, role: OrderActorRole): OrderAction[] {
  const actions: OrderAction[] = [];
  for (const candidate of CANDIDATES) {
    const type = candidate.event(status);
    if (type === null) continue;
    const to = statusAfter(status, { type, actor: { role }, reason: ANY_REASON });
    if (to === null) continue;
    actions.push({
      kind: candidate.kind,
      event: type,
      to,
      label: actionLabel(candidate.kind, status, to),
      requiresReason: type === 'CANCEL' && role !== 'customer',
    });
  }
  return actions;
}

function actionLabel(kind: OrderAction['kind'], from: OrderStatus, to: OrderStatus): string {
  switch (kind) {
    case 'advance':
      return FORWARD[from]?.label ?? STAFF_STATUS_LABELS[to];
    case 'recall':
      return `Back to ${STAFF_STATUS_LABELS[to]}`;
    case 'cancel':
      return 'Cancel Order';
    case 'complete':
      return 'Complete Order';
    default: {
      const _never: never = kind;
      return _never;
    }
  }
}

/** Which event would ask for `requested` from `from`; null when no event leads there. */
function eventTypeFor(from: OrderStatus, requested: OrderStatus): OrderLifecycleEventType | null {
  if (requested === 'cancelled') return 'CANCEL';
  if (requested === 'completed') return 'COMPLETE';
  if (FORWARD[requested]?.to === from) return 'RECALL';
  return Object.values(FORWARD).find((step) => step?.to === requested)?.event ?? null;
}

export type TransitionRefusal = 'unchanged' | 'not_allowed' | 'forbidden' | 'reason_required';

export type TransitionResult =
  | { ok: true; event: OrderLifecycleEvent }
  | { ok: false; refusal: TransitionRefusal; message: string };

/**
 * Maps the API's `PATCH {status}` onto a machine event and asks the machine whether
 * `role` may take the order from `from` to `requestedStatus`.
 */
export function transitionStatus(
  from: OrderStatus,
  requestedStatus: OrderStatus,
  role: OrderActorRole,
  options: { reason?: string } = {},
): TransitionResult {
  const fromLabel = STAFF_STATUS_LABELS[from];
  const toLabel = STAFF_STATUS_LABELS[requestedStatus];
  if (from === requestedStatus) {
    return { ok: false, refusal: 'unchanged', message: `The order is already ${fromLabel}` };
  }
  const type = eventTypeFor(from, requestedStatus);
  const notAllowed = {
    ok: false,
    refusal: 'not_allowed',
    message: `Cannot change an order from ${fromLabel} to ${toLabel}`,
  } as const;
  if (type === null) return notAllowed;

  const reason = options.reason?.trim();
  const event: OrderLifecycleEvent =
    type === 'CANCEL' && reason ? { type, actor: { role }, reason } : { type, actor: { role } };
  if (statusAfter(from, event) === requestedStatus) return { ok: true, event };

  const leadsThere = (r: OrderActorRole) =>
    statusAfter(from, { type, actor: { role: r }, reason: ANY_REASON }) === requestedStatus;
  if (leadsThere(role)) {
    return {
      ok: false,
      refusal: 'reason_required',
      message: 'Please give a reason for cancelling this order',
    };
  }
  if (leadsThere('restaurant_owner')) {
    return {
      ok: false,
      refusal: 'forbidden',
      message: `Only the restaurant can change an order from ${fromLabel} to ${toLabel}`,
    };
  }
  if (leadsThere('admin')) {
    return {
      ok: false,
      refusal: 'forbidden',
      message: `Only an admin can change an order from ${fromLabel} to ${toLabel}`,
    };
  }
  return notAllowed;
}

/** The domain error a refused transition raises. */
export function refusalError(refusal: TransitionRefusal, message: string): DomainError {
  switch (refusal) {
    case 'unchanged':
    case 'not_allowed':
      return conflict(message);
    case 'forbidden':
      return forbidden(message);
    case 'reason_required':
      return validation(message, [{ pointer: '/reason', detail: message }]);
    default: {
      const _never: never = refusal;
      return _never;
    }
  }
}
