import { z } from 'zod';
import { restaurantTime } from '@pickup/domain/catalog/zoned-time';
import { arrivalRequestSchema } from '@pickup/domain/ordering/schemas';
import { ACTIVE_ORDER_STATUSES } from '@pickup/domain/ordering/status';
import { DomainError, notFound, unauthenticated } from '@pickup/domain/shared/errors';
import { getOrder } from '@pickup/projections/orders/queries';
import {
  orderReceiptSchema,
  type OrderDetailView,
  type OrderReceipt,
} from '@pickup/projections/orders/contract';
import type { RouteRegistrar } from '../app';
import { route } from '../http/route';
import { clientIp, enforceLimit } from '../identity/rate-limits';
import { createRateLimiter, type RateLimit } from '../security/rate-limit';
import { orderCommands } from '../ordering/commands';
import type { OrderingDeps } from '../ordering/deps';
import type { OrderingPorts } from '../ordering/ports';
import type { ReceiptLinks } from './receipt-links';

export const LINK_NOT_VALID = 'This link has expired or is not valid';
export const LINK_ORDER_OVER =
  'This order is no longer waiting for pickup, so its link no longer works';

/**
 * "Picked up at 19:42 — thank you": a collected order's link, opened again, says when on the
 * restaurant's clock rather than that the link is broken.
 */
function collectedMessage(order: OrderDetailView): string | null {
  const pickup = order.statusHistory.findLast((h) => h.status === 'picked_up');
  if (!pickup) return null;
  const at = restaurantTime(order.restaurant.timezone, new Date(pickup.at), {
    zone: false,
    hour12: false,
  });
  return `Picked up at ${at} — thank you`;
}

/**
 * "I'm here" from links, per address: a link is a bearer credential anyone may replay, so a
 * flood is stopped before it reads the order. A family checking in its orders stays far below.
 */
export const LINK_CHECK_INS_PER_ADDRESS: RateLimit = { limit: 20, windowMs: 60_000 };
export const TOO_MANY_LINK_CHECK_INS = 'Too many check-ins from this address';

const tags = ['Orders'];
const tokenParams = z.object({ token: z.string().min(1) });

/**
 * The receipt as a link holder sees it: what the receipt shows and nothing of the account
 * (first name only, no email or phone, no user ids in the history), with the pickup code.
 */
function linkReceipt(order: OrderDetailView): OrderReceipt {
  return {
    ...order,
    customerId: '',
    customer: { firstName: order.customer.firstName, lastName: '', email: null, phone: null },
    statusHistory: order.statusHistory.map((h) => ({ ...h, by: { id: '', role: h.by.role } })),
    allowedActions: [],
  };
}

/**
 * GET /api/receipts/:token and POST /api/receipts/:token/arrival (issue 31): the ready
 * text's link, without signing in. A forged or expired token answers 401; an order
 * collected or cancelled (or unknown) 404; nothing is written for either.
 */
export function receiptLinkRoutes(
  deps: OrderingDeps,
  ports: OrderingPorts,
  links: ReceiptLinks,
): RouteRegistrar {
  const commands = orderCommands(deps, ports);
  const now = deps.now ?? (() => new Date());
  const limiter = createRateLimiter(deps.pool, { now: deps.limitsNow ?? now });

  async function waitingOrder(token: string): Promise<OrderDetailView> {
    const link = links.verify(token, now());
    if (!link) throw unauthenticated(LINK_NOT_VALID);
    const order = await getOrder(deps.pool, link.orderId);
    if (!order) throw notFound(LINK_ORDER_OVER);
    if (!ACTIVE_ORDER_STATUSES.includes(order.status)) {
      throw notFound(collectedMessage(order) ?? LINK_ORDER_OVER);
    }
    return order;
  }

  return (r) => {
    route(r, {
      method: 'get',
      path: '/api/receipts/:token',
      summary: "The receipt from the ready text's link (no sign-in)",
      tags,
      access: 'public',
      params: tokenParams,
      response: orderReceiptSchema,
      responses: { 401: 'Forged or expired link', 404: 'Order collected or cancelled' },
      handler: async ({ params }) => ({ body: linkReceipt(await waitingOrder(params.token)) }),
    });

    route(r, {
      method: 'post',
      path: '/api/receipts/:token/arrival',
      summary: "I'm here, from the ready text's link",
      tags,
      access: 'public',
      params: tokenParams,
      body: arrivalRequestSchema,
      response: orderReceiptSchema,
      responses: {
        401: 'Forged or expired link',
        404: 'Order collected or cancelled',
        429: TOO_MANY_LINK_CHECK_INS,
      },
      handler: async ({ params, body, req, res }) => {
        await enforceLimit(
          limiter,
          `check-in:ip:${clientIp(req)}`,
          LINK_CHECK_INS_PER_ADDRESS,
          TOO_MANY_LINK_CHECK_INS,
          res,
        );
        const order = await waitingOrder(params.token);
        const outcome = await commands.checkIn(null, order.id, body.note);
        const after = outcome.caughtUp ? await getOrder(deps.pool, order.id) : null;
        if (!after) throw new DomainError('conflict', 'Checked in; refresh to see it');
        return { body: linkReceipt(after) };
      },
    });
  };
}
