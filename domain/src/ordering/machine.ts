import { and, setup, transition } from 'xstate';
import { conflict, forbidden, validation, type DomainError } from '../shared/errors';
import { isOrderStatus, STAFF_STATUS_LABELS, type OrderStatus } from './status';

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

/** What a transition is to the people who take it: the kind of button and its words. */
export interface ActionMeta {
  kind: 'advance' | 'recall' | 'cancel' | 'complete';
  label: string;
}

const cancelMeta: ActionMeta = { kind: 'cancel', label: 'Cancel Order' };
const staffCancel = {
  target: 'cancelled',
  guard: and(['isStaff', 'hasReason']),
  meta: cancelMeta,
} as const;
const advance = (label: string): ActionMeta => ({ kind: 'advance', label });
const recall = (to: OrderStatus): ActionMeta => ({
  kind: 'recall',
  label: `Back to ${STAFF_STATUS_LABELS[to]}`,
});

export const orderMachine = setup({
  types: { events: {} as OrderLifecycleEvent, transitionMeta: {} as ActionMeta },
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
        CONFIRM: { target: 'confirmed', guard: 'isStaff', meta: advance('Confirm Order') },
        CANCEL: [{ target: 'cancelled', guard: 'isCustomer', meta: cancelMeta }, staffCancel],
      },
    },
    confirmed: {
      on: {
        START_PREPARING: {
          target: 'preparing',
          guard: 'isStaff',
          meta: advance('Start Preparing'),
        },
        CANCEL: staffCancel,
      },
    },
    preparing: {
      on: {
        MARK_READY: { target: 'ready', guard: 'isStaff', meta: advance('Mark Ready') },
        RECALL: { target: 'confirmed', guard: 'isStaff', meta: recall('confirmed') },
        CANCEL: staffCancel,
      },
    },
    ready: {
      on: {
        MARK_PICKED_UP: {
          target: 'picked_up',
          guard: 'isStaff',
          meta: advance('Mark Picked Up'),
        },
        RECALL: { target: 'preparing', guard: 'isStaff', meta: recall('preparing') },
        CANCEL: staffCancel,
      },
    },
    picked_up: {
      on: {
        COMPLETE: {
          target: 'completed',
          guard: 'isAdmin',
          meta: { kind: 'complete', label: 'Complete Order' },
        },
      },
    },
    completed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

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
  kind: ActionMeta['kind'];
  event: OrderLifecycleEventType;
  to: OrderStatus;
  label: string;
  /** Staff must give a reason for cancelling. */
  requiresReason: boolean;
}

/** The buttons' order on a ticket, whatever the order of the machine's transitions. */
const KIND_ORDER: readonly ActionMeta['kind'][] = ['advance', 'recall', 'cancel', 'complete'];

/** The transitions out of `from`, each with the event that takes it and where it leads. */
function transitionsFrom(from: OrderStatus) {
  const transitions = orderMachine.states[from]?.transitions ?? new Map();
  return [...transitions.values()].flat().map((d) => {
    const to = d.target?.[0]?.key;
    return { type: d.eventType, to: isOrderStatus(to) ? to : null, meta: d.meta };
  });
}

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
  for (const { type, to, meta } of transitionsFrom(status)) {
    if (!meta || to === null || actions.some((a) => a.event === type)) continue;
    if (statusAfter(status, { type, actor: { role }, reason: ANY_REASON }) !== to) continue;
    actions.push({
      kind: meta.kind,
      event: type,
      to,
      label: meta.label,
      requiresReason: type === 'CANCEL' && role !== 'customer',
    });
  }
  return actions.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
}

/** Which event would ask for `requested` from `from`; null when no event leads there. */
function eventTypeFor(from: OrderStatus, requested: OrderStatus): OrderLifecycleEventType | null {
  return transitionsFrom(from).find((t) => t.to === requested)?.type ?? null;
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
