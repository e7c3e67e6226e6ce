import {
  isOrderNumberSearch,
  ORDER_SEARCH_HINT,
  orderNumberSearch,
} from '@pickup/domain/ordering/order-number';
import { z } from 'zod';
import { allowedActions, type OrderActorRole } from '@pickup/domain/ordering/machine';
import {
  arrivalRequestSchema,
  changeOrderStatusRequestSchema,
  placeOrderRequestSchema,
} from '@pickup/domain/ordering/schemas';
import { ORDER_STATUSES } from '@pickup/domain/ordering/status';
import { DEFAULT_NO_SHOW_MINUTES } from '@pickup/domain/catalog/restaurant';
import { DEFAULT_REMIND_AFTER_MINUTES } from '@pickup/domain/ordering/reminder';
import { ORDER_NOT_FOUND } from '@pickup/domain/ordering/order';
import { notFound } from '@pickup/domain/shared/errors';
import { restaurantIdsOwnedBy } from '@pickup/projections/directory/queries';
import {
  getOrder,
  kitchenBoard,
  listOrders,
  noShowCounts,
} from '@pickup/projections/orders/queries';
import {
  kitchenBoardViewSchema,
  orderCommandAnswerSchema,
  orderListSchema,
  orderReceiptSchema,
} from '@pickup/projections/orders/contract';
import type { OrderDetailView } from '@pickup/projections/orders/views';
import type { RouteRegistrar } from '../app';
import { systemNow } from '../clock';
import type { Actor } from '../http/actor';
import { route, type Reply } from '../http/route';
import { managedRestaurant, orderViewerRole } from './access';
import { customerSeenBy } from './customer-privacy';
import { orderCommands, type OrderOutcome } from './commands';
import { loadRestaurant } from './order-facts';
import type { OrderingDeps } from './deps';
import type { OrderingPorts } from './ports';
import { idempotencyKeyOf } from './idempotency';
import { listFilter, pageOf, pagingHeaders } from './paging';

const tags = ['Orders'];
const idParams = z.object({ id: z.string().min(1) });

const listQuery = z.object({
  restaurantId: z.string().min(1, 'Restaurant is required').optional(),
  customerId: z.string().min(1, 'Customer is required').optional(),
  status: z.enum(ORDER_STATUSES, { error: 'Invalid order status' }).optional(),
  date: z.iso.date({ error: 'Date must be a day as YYYY-MM-DD' }).optional(),
  // The number as shown (#1A2B3C4D, either case), whole or its start, or the full order id.
  q: z
    .string()
    .refine(isOrderNumberSearch, ORDER_SEARCH_HINT)
    .transform(orderNumberSearch)
    .optional(),
  page: z.coerce.number({ error: 'Page must be a whole number from 1' }).int().min(1).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a whole number from 1 to 100' })
    .int('Limit must be a whole number from 1 to 100')
    .min(1, 'Limit must be a whole number from 1 to 100')
    .max(100, 'Limit must be a whole number from 1 to 100')
    .optional(),
  offset: z.coerce
    .number({ error: 'Offset must be a whole number from 0' })
    .int('Offset must be a whole number from 0')
    .min(0, 'Offset must be a whole number from 0')
    .optional(),
});

/**
 * An order as this viewer may see it, with the buttons they get: the receipt shows the
 * customer's cancel button from these. The kitchen board's orders carry none, as the board
 * asks the order machine itself.
 */
const withActions = (order: OrderDetailView, role: OrderActorRole) => ({
  ...customerSeenBy(order, role),
  // The customer tells the counter their code: the restaurant's screens never show it.
  pickupCode: role === 'customer' ? order.pickupCode : null,
  allowedActions: allowedActions(order.status, role),
});

/**
 * GET/POST /api/orders, GET /api/orders/:id, PATCH /api/orders/:id/status and the kitchen
 * board GET /api/restaurants/:id/orders/board. Lists are plain arrays, newest first; paging
 * by `?page=&limit=` or `?offset=&limit=` (limit 1-100, default 50), with the total in
 * `X-Total-Count` and the window in `X-Limit` / `X-Offset`. Filters narrow the caller's own
 * scope: `restaurantId`, `status`, `date` (the restaurant's local day) and `q` (order number).
 */
export function orderRoutes(deps: OrderingDeps, ports: OrderingPorts): RouteRegistrar {
  const commands = orderCommands(deps, ports);
  const { withinLimits, once, refusalsRecorded } = commands.placingGuards;
  const { pool } = deps;
  const now = deps.now ?? systemNow;

  /** The receipt after a command: 201/200 when the read model has it, else 202. */
  async function answer(outcome: OrderOutcome, actor: Actor, status: number): Promise<Reply> {
    const order =
      outcome.placed ?? (outcome.caughtUp ? await ports.receipts(outcome.orderId) : null);
    if (!order) {
      return {
        status: 202,
        body: { id: outcome.orderId, checkpoint: outcome.checkpoint, status: 'accepted' },
      };
    }
    // Only the order's own customer can have placed or changed it as a customer; a status
    // change already knows the part the actor played.
    const role =
      actor.role === 'customer'
        ? 'customer'
        : (outcome.part ?? (await orderViewerRole(pool, actor, order.id)));
    return { status, body: withActions(order, role) };
  }

  return (r) => {
    route(r, {
      method: 'post',
      path: '/api/orders',
      summary: 'Place an order (priced on the server; Idempotency-Key header honoured)',
      tags,
      access: 'user',
      body: placeOrderRequestSchema,
      response: orderCommandAnswerSchema,
      responses: {
        200: 'Replayed',
        201: 'Placed',
        202: 'Accepted',
        403: 'Verify phone',
        429: 'Too many orders in progress, or at this restaurant this hour',
      },
      // Guards first: the customer's order limits (one placement of theirs at a time), then
      // the Idempotency-Key (a retry gets the first order); a refusal is recorded as demand
      // turned away when it is the restaurant's own (full, sold out, closed…).
      handler: async ({ body, actor, req }) => {
        const a = actor as Actor;
        const key = idempotencyKeyOf(req.header('idempotency-key'));
        const customerId = a.userId;
        const outcome = await refusalsRecorded({ request: body, customerId, key }, () =>
          withinLimits({ customerId, restaurantId: body.restaurantId }, () =>
            once({ customerId, key, request: body, at: now() }, (orderId) =>
              commands.placeOrder(a, orderId, body),
            ),
          ),
        );
        const reply = await answer(outcome, a, outcome.created ? 201 : 200);
        return { ...reply, headers: { Location: `/api/orders/${outcome.orderId}` } };
      },
    });

    route(r, {
      method: 'get',
      path: '/api/orders',
      summary: 'Orders: a customer their own, an owner their restaurants’, an admin all',
      tags,
      access: 'user',
      query: listQuery,
      response: orderListSchema,
      handler: async ({ query, actor }) => {
        const a = actor as Actor;
        const page = pageOf(query);
        const owned =
          a.role === 'restaurant_owner' ? await restaurantIdsOwnedBy(pool, a.userId) : [];
        if (query.restaurantId !== undefined && a.role !== 'customer') {
          await managedRestaurant(pool, a, query.restaurantId);
        }
        const { orders, total } = await listOrders(pool, listFilter(a, query, owned), page);
        // An owner's list holds only their restaurants' orders; a customer's only their own.
        const body = orders.map((o) => customerSeenBy(o, a.role));
        return { body, headers: pagingHeaders(total, page) };
      },
    });

    route(r, {
      method: 'get',
      path: '/api/orders/:id',
      summary: 'One order (receipt) with its status history',
      tags,
      access: 'user',
      params: idParams,
      response: orderReceiptSchema,
      handler: async ({ params, actor }) => {
        const role = await orderViewerRole(pool, actor as Actor, params.id);
        const order = await getOrder(pool, params.id);
        if (!order) throw notFound(ORDER_NOT_FOUND);
        return { body: withActions(order, role) };
      },
    });

    route(r, {
      method: 'patch',
      path: '/api/orders/:id/status',
      summary: 'Move an order through its lifecycle',
      tags,
      access: 'user',
      params: idParams,
      body: changeOrderStatusRequestSchema,
      response: orderCommandAnswerSchema,
      handler: async ({ params, body, actor }) => {
        const outcome = await commands.changeStatus(actor as Actor, params.id, body);
        return answer(outcome, actor as Actor, 200);
      },
    });

    route(r, {
      method: 'post',
      path: '/api/orders/:id/arrival',
      summary: "I'm here: the order's customer is at the restaurant (a repeat changes nothing)",
      tags,
      access: 'user',
      params: idParams,
      body: arrivalRequestSchema,
      response: orderCommandAnswerSchema,
      responses: { 403: 'Not your order', 409: 'Not confirmed yet, cancelled or collected' },
      handler: async ({ params, body, actor }) => {
        const outcome = await commands.checkIn(actor as Actor, params.id, body.note);
        return answer(outcome, actor as Actor, 200);
      },
    });

    route(r, {
      method: 'post',
      path: '/api/orders/:id/reminders',
      summary: "Remind a ready order's customer: the ready text again (at most twice)",
      tags,
      access: ['restaurant_owner', 'admin'],
      params: idParams,
      response: orderCommandAnswerSchema,
      responses: {
        403: 'Not your restaurant',
        409: 'Not ready, not waited long enough, or reminded twice already',
      },
      handler: async ({ params, actor }) => {
        const outcome = await commands.remind(actor as Actor, params.id);
        return answer(outcome, actor as Actor, 200);
      },
    });

    route(r, {
      method: 'get',
      path: '/api/restaurants/:id/orders/board',
      summary: 'Kitchen board: active oldest first; 10 finished, newest first',
      tags,
      access: ['restaurant_owner', 'admin'],
      params: idParams,
      response: kitchenBoardViewSchema,
      handler: async ({ params, actor }) => {
        const a = actor as Actor;
        await managedRestaurant(pool, a, params.id);
        const [board, restaurant] = await Promise.all([
          kitchenBoard(pool, params.id),
          loadRestaurant(deps.store, params.id),
        ]);
        const customers = [...new Set(board.active.map((o) => o.customerId))];
        const role: OrderActorRole = a.role === 'admin' ? 'admin' : 'restaurant_owner';
        return {
          body: {
            active: board.active.map((o) => customerSeenBy(o, role)),
            completed: board.completed.map((o) => customerSeenBy(o, role)),
            noShowAfterMinutes: restaurant?.noShowAfterMinutes ?? DEFAULT_NO_SHOW_MINUTES,
            checkPickupCode: restaurant?.checkPickupCode ?? false,
            remindAfterMinutes: restaurant?.remindAfterMinutes ?? DEFAULT_REMIND_AFTER_MINUTES,
            /** Earlier no-shows at this restaurant of each active order's customer. */
            noShows: await noShowCounts(pool, params.id, customers),
          },
        };
      },
    });
  };
}
