import { z } from 'zod';
import { todayRange } from '@pickup/domain/catalog/hours';
import { startOfLocalDate } from '@pickup/domain/catalog/zoned-time';
import { orderStream, type OrderEvent } from '@pickup/domain/ordering/order';
import { ruleBroken } from '@pickup/domain/shared/errors';
import { replayDay } from '@pickup/domain/timing/replay';
import { replayOrdersFrom } from '@pickup/domain/timing/replay-orders';
import {
  WHAT_IF_FUTURE_DAY,
  whatIfRequestSchema,
  type WhatIfAnswer,
} from '@pickup/domain/timing/what-if';
import { orderIdsPlacedBetween } from '@pickup/projections/orders/queries';
import { whatIfAnswerSchema } from '@pickup/projections/timing/contract';
import type { RouteRegistrar } from '../app';
import type { Actor } from '../http/actor';
import { route } from '../http/route';
import { managedRestaurant } from '../ordering/access';
import type { OrderingDeps } from '../ordering/deps';

const idParams = z.object({ id: z.string().min(1) });

/**
 * POST /api/restaurants/:id/what-if (its owner or an admin): a past local day's orders,
 * read from their own events, replayed through a proposed slot capacity and/or preparation
 * time. Nothing is written. The read model only says which orders were placed that day.
 */
export function whatIfRoutes(deps: Pick<OrderingDeps, 'pool' | 'store' | 'now'>): RouteRegistrar {
  const now = deps.now ?? (() => new Date());
  return (r) => {
    route(r, {
      method: 'post',
      path: '/api/restaurants/:id/what-if',
      summary:
        'Replay a past day through a proposed slot capacity, preparation time, stock count or closure',
      tags: ['Pickup times'],
      access: ['restaurant_owner', 'admin'],
      params: idParams,
      body: whatIfRequestSchema,
      response: whatIfAnswerSchema,
      handler: async ({ params, body, actor }) => {
        const restaurant = await managedRestaurant(deps.pool, actor as Actor, params.id);
        const { timezone } = restaurant;
        const [y, m, d] = body.date.split('-').map(Number) as [number, number, number];
        const start = startOfLocalDate(timezone, y, m, d);
        if (start.getTime() > now().getTime()) throw ruleBroken(WHAT_IF_FUTURE_DAY);
        const end = todayRange(timezone, start).end;
        const ids = await orderIdsPlacedBetween(deps.pool, params.id, start, end);
        const reads = await deps.store.readStreams(ids.map(orderStream));
        const events = ids.flatMap((id) =>
          (reads.get(orderStream(id))?.events ?? []).map(
            (e) => ({ type: e.type, data: e.data }) as OrderEvent,
          ),
        );
        const result = replayDay(replayOrdersFrom(events), {
          timezone,
          capacity: body.capacity ?? null,
          prepMinutes: body.prepMinutes ?? null,
          stock: body.stock ?? [],
          closedDate: body.closed ? body.date : null,
        });
        const answer: WhatIfAnswer = { date: body.date, timezone, ...result };
        return { body: answer };
      },
    });
  };
}
