import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { restaurantDecider, restaurantStream } from '@pickup/domain/catalog/restaurant';
import { localDate } from '@pickup/domain/catalog/special-day-status';
import { specialDaySchema } from '@pickup/domain/catalog/special-day-schemas';
import type { SpecialDay } from '@pickup/domain/catalog/special-days';
import { orderLabel } from '@pickup/domain/ordering/order-number';
import { ruleBroken, validation } from '@pickup/domain/shared/errors';
import { ordersDueBetweenDates } from '@pickup/projections/orders/due';
import {
  affectedOrderSchema,
  specialDayListSchema,
  specialDaySetSchema,
  type AffectedOrder,
} from '@pickup/projections/special-days/contract';
import { SPECIAL_DAYS_PROJECTION } from '@pickup/projections/special-days/projection';
import { specialDaysOf } from '@pickup/projections/special-days/queries';
import type { RouteRegistrar } from '../app';
import type { Actor } from '../http/actor';
import { route } from '../http/route';
import { createRateLimiter } from '../security/rate-limit';
import { managedRestaurant } from '../ordering/access';
import { changeStatusHandler } from '../ordering/change-status';
import type { OrderingDeps } from '../ordering/deps';

const tags = ['Special days'];
const idParams = z.object({ id: z.string().min(1) });
const dayParams = idParams.extend({ specialDayId: z.string().min(1) });
const DATE_MESSAGE = 'Dates must be YYYY-MM-DD';
const datesQuery = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE),
});

export const NOT_DUE_ON_THESE_DATES = (label: string) =>
  `Order ${label} is not due on these dates (or is no longer in progress)`;

/**
 * Special days (issue 32), for a restaurant's owner or an admin: the list, setting one (a
 * closure over orders still due can cancel the chosen ones with a reason in the same call:
 * each customer is told as with any cancellation), removing one, and the orders due on given
 * dates (what a closure would strand, shown before it is set).
 */
export function specialDaysRoutes(deps: OrderingDeps): RouteRegistrar {
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? randomUUID;
  const { changeStatus } = changeStatusHandler({
    bus: deps.bus,
    codeTries: createRateLimiter(deps.pool, { now: deps.limitsNow ?? now }),
    now,
  });

  async function ordersDue(restaurantId: string, from: string, to: string) {
    const rows = await ordersDueBetweenDates(deps.pool, restaurantId, from, to);
    return rows.map((o): AffectedOrder => ({
      id: o.id,
      label: orderLabel(o.id),
      pickupAt: o.pickupAt.toISOString(),
      status: o.status,
      total: o.total,
      scheduled: o.scheduled,
    }));
  }

  return (r) => {
    route(r, {
      method: 'get',
      path: '/api/restaurants/:id/special-days',
      summary: "The restaurant's special days under way or to come, by first date",
      tags,
      access: ['restaurant_owner', 'admin'],
      params: idParams,
      response: specialDayListSchema,
      handler: async ({ params, actor }) => {
        const restaurant = await managedRestaurant(deps.pool, actor as Actor, params.id);
        const today = localDate(restaurant.timezone, now());
        return { body: await specialDaysOf(deps.pool, params.id, today) };
      },
    });

    route(r, {
      method: 'get',
      path: '/api/restaurants/:id/special-days/orders-due',
      summary: 'Orders in progress to be collected on the given local dates',
      tags,
      access: ['restaurant_owner', 'admin'],
      params: idParams,
      query: datesQuery,
      response: z.array(affectedOrderSchema),
      handler: async ({ params, query, actor }) => {
        await managedRestaurant(deps.pool, actor as Actor, params.id);
        if (query.to < query.from) throw validation(DATE_MESSAGE);
        return { body: await ordersDue(params.id, query.from, query.to) };
      },
    });

    route(r, {
      method: 'post',
      path: '/api/restaurants/:id/special-days',
      summary:
        'Set a closure or changed hours for a date or range, cancelling chosen orders due then',
      tags,
      access: ['restaurant_owner', 'admin'],
      params: idParams,
      body: specialDaySchema,
      response: specialDaySetSchema,
      handler: async ({ params, body, actor }) => {
        const a = actor as Actor;
        const restaurant = await managedRestaurant(deps.pool, a, params.id);
        const specialDay: SpecialDay = {
          id: newId(),
          from: body.from,
          to: body.to ?? body.from,
          hours: body.closed ? null : { start: body.start ?? '', end: body.end ?? '' },
          note: body.note,
        };
        const due = await ordersDue(params.id, specialDay.from, specialDay.to);
        const dueIds = new Set(due.map((o) => o.id));
        const stray = body.cancelOrderIds.find((id) => !dueIds.has(id));
        if (stray) throw ruleBroken(NOT_DUE_ON_THESE_DATES(orderLabel(stray)));
        await deps.bus.execute({
          name: 'SetSpecialDay',
          stream: restaurantStream(params.id),
          decider: restaurantDecider,
          command: {
            type: 'SetSpecialDay',
            actor: { id: a.userId, role: a.role },
            restaurantId: params.id,
            specialDay,
            today: localDate(restaurant.timezone, now()),
          },
          actor: a,
          readModels: [SPECIAL_DAYS_PROJECTION],
        });
        const cancelled: string[] = [];
        for (const orderId of body.cancelOrderIds) {
          await changeStatus(a, orderId, {
            status: 'cancelled',
            reasonCode: 'other',
            reason: body.cancelReason,
          });
          cancelled.push(orderId);
        }
        const affectedOrders = await ordersDue(params.id, specialDay.from, specialDay.to);
        return { status: 201, body: { specialDay, cancelled, affectedOrders } };
      },
    });

    route(r, {
      method: 'delete',
      path: '/api/restaurants/:id/special-days/:specialDayId',
      summary: 'Remove a special day: its dates follow the weekly hours again',
      tags,
      access: ['restaurant_owner', 'admin'],
      params: dayParams,
      responses: { 204: 'Removed', 404: 'No such special day' },
      handler: async ({ params, actor }) => {
        const a = actor as Actor;
        await managedRestaurant(deps.pool, a, params.id);
        await deps.bus.execute({
          name: 'RemoveSpecialDay',
          stream: restaurantStream(params.id),
          decider: restaurantDecider,
          command: {
            type: 'RemoveSpecialDay',
            actor: { id: a.userId, role: a.role },
            restaurantId: params.id,
            specialDayId: params.specialDayId,
          },
          actor: a,
          readModels: [SPECIAL_DAYS_PROJECTION],
        });
        return { status: 204 };
      },
    });
  };
}
