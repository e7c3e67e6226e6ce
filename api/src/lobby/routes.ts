import { z } from 'zod';
import { notFound } from '@pickup/domain/shared/errors';
import { directoryRestaurant } from '@pickup/projections/directory/queries';
import {
  displayLinkSchema,
  displayLinksSchema,
  lobbyBoardSchema,
} from '@pickup/projections/lobby/contract';
import { lobbyBoard } from '@pickup/projections/lobby/queries';
import type { RouteRegistrar } from '../app';
import type { Actor } from '../http/actor';
import { route } from '../http/route';
import { managedRestaurant } from '../ordering/access';
import type { OrderingDeps } from '../ordering/deps';
import type { DisplayLinks } from './display-links';

export const DISPLAY_NOT_FOUND = 'This display link was revoked or does not exist';

const tags = ['Orders'];
const owners = ['restaurant_owner', 'admin'] as const;
const idParams = z.object({ id: z.string().min(1) });
const tokenParams = z.object({ token: z.string().min(1) });
const newDisplayLink = z.object({
  label: z
    .string()
    .trim()
    .min(1, 'Name the screen, for example "Counter TV"')
    .max(60, 'Name must be at most 60 characters'),
  // Names on a screen in a public room are the owner's explicit choice (decision 35).
  showNames: z.boolean().default(false),
});

/**
 * The lobby screen (issue 31). An owner creates, lists and revokes display links of their
 * restaurant; `GET /api/displays/:token` is the screen's board, without signing in, while the
 * link is live (a revoked or unknown one answers 404).
 */
export function lobbyRoutes(
  deps: Pick<OrderingDeps, 'pool' | 'now'>,
  links: DisplayLinks,
): RouteRegistrar {
  const now = deps.now ?? (() => new Date());
  const { pool } = deps;
  return (r) => {
    route(r, {
      method: 'post',
      path: '/api/restaurants/:id/display-links',
      summary: 'Create a lobby display link',
      tags,
      access: owners,
      params: idParams,
      body: newDisplayLink,
      response: displayLinkSchema,
      handler: async ({ params, body, actor }) => {
        const me = actor as Actor;
        await managedRestaurant(pool, me, params.id);
        const link = await links.create({ restaurantId: params.id, createdBy: me.userId, ...body });
        return { status: 201, body: link };
      },
    });

    route(r, {
      method: 'get',
      path: '/api/restaurants/:id/display-links',
      summary: "The restaurant's live lobby display links",
      tags,
      access: owners,
      params: idParams,
      response: displayLinksSchema,
      handler: async ({ params, actor }) => {
        await managedRestaurant(pool, actor as Actor, params.id);
        return { body: await links.list(params.id) };
      },
    });

    route(r, {
      method: 'delete',
      path: '/api/display-links/:id',
      summary: 'Revoke a lobby display link; its open screens go dark at once',
      tags,
      access: owners,
      params: idParams,
      responses: { 204: 'Revoked', 404: 'No such live link' },
      handler: async ({ params, actor }) => {
        const restaurantId = await links.restaurantOf(params.id);
        if (!restaurantId) throw notFound(DISPLAY_NOT_FOUND);
        await managedRestaurant(pool, actor as Actor, restaurantId);
        await links.revoke(params.id);
        return { status: 204 };
      },
    });

    route(r, {
      method: 'get',
      path: '/api/displays/:token',
      summary: 'The lobby board of a display link (no sign-in)',
      tags,
      access: 'public',
      params: tokenParams,
      response: lobbyBoardSchema,
      responses: { 404: 'Revoked or unknown link' },
      handler: async ({ params }) => {
        const display = await links.open(params.token);
        const restaurant = display && (await directoryRestaurant(pool, display.restaurantId));
        if (!display || !restaurant) throw notFound(DISPLAY_NOT_FOUND);
        return { body: await lobbyBoard(pool, restaurant, display.showNames, now()) };
      },
    });
  };
}
