import { z } from 'zod';
import type pg from 'pg';
import { orderNumber } from '@pickup/domain/ordering/order-number';

/**
 * The lobby screen's reads of the `orders` read model (issue 31): what a TV at the counter
 * may show, and nothing more. Its contract is its own: an order number, a first name and
 * last initial (or none), never a phone, email, note or price.
 */

const LOBBY_STATUSES = ['preparing', 'ready'] as const;

export const lobbyOrderSchema = z.object({
  /** The order number's one form (order-number.ts), without the '#'. */
  number: z.string(),
  /** "Maria G."; null when the link shows numbers only. */
  name: z.string().nullable(),
  status: z.enum(LOBBY_STATUSES),
});
export type LobbyOrder = z.infer<typeof lobbyOrderSchema>;

export const lobbyBoardSchema = z.object({
  restaurantName: z.string(),
  showNames: z.boolean(),
  /** Oldest first. */
  preparing: z.array(lobbyOrderSchema),
  /** Most recently ready first. */
  ready: z.array(lobbyOrderSchema),
});
export type LobbyBoard = z.infer<typeof lobbyBoardSchema>;

/** The Socket.IO event a lobby screen receives when one of its orders changes; it refetches. */
export const LOBBY_CHANGED_EVENT = 'lobby:changed';
export type LobbyChangedEvent = typeof LOBBY_CHANGED_EVENT;
export const lobbyChangedSchema = z.object({
  number: z.string(),
  status: z.string(),
});
export type LobbyChanged = z.infer<typeof lobbyChangedSchema>;

/** "Maria G.": what a stranger in the lobby may read of a name. */
export function lobbyName(firstName: string | null, lastName: string | null): string | null {
  const first = (firstName ?? '').trim();
  if (!first) return null;
  const initial = (lastName ?? '').trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

interface LobbyRow {
  id: string;
  status: 'confirmed' | 'preparing' | 'ready';
  first_name: string | null;
  last_name: string | null;
}

/**
 * The restaurant's orders in the kitchen or waiting on the shelf. Confirmed orders count as
 * preparing; a scheduled order shows once its kitchen start time (`fireAt`) has passed.
 */
export async function lobbyBoard(
  db: Pick<pg.Pool, 'query'>,
  restaurant: { id: string; name: string },
  showNames: boolean,
  now: Date,
): Promise<LobbyBoard> {
  const { rows } = await db.query<LobbyRow>(
    `SELECT o.id, o.status, u.first_name, u.last_name
       FROM rm_orders.orders o
       LEFT JOIN rm_order_directory.users u ON u.id = o.customer_id AND NOT u.deleted
      WHERE o.restaurant_id = $1 AND o.status IN ('confirmed', 'preparing', 'ready')
        AND (o.status = 'ready' OR COALESCE((o.pickup->>'fireAt')::timestamptz, o.placed_at) <= $2)
      ORDER BY CASE WHEN o.status = 'ready' THEN -extract(epoch FROM o.ready_at) END,
               o.placed_at, o.id`,
    [restaurant.id, now],
  );
  const view = (row: LobbyRow): LobbyOrder => ({
    number: orderNumber(row.id),
    name: showNames ? lobbyName(row.first_name, row.last_name) : null,
    status: row.status === 'ready' ? 'ready' : 'preparing',
  });
  const orders = rows.map(view);
  return {
    restaurantName: restaurant.name,
    showNames,
    preparing: orders.filter((o) => o.status === 'preparing'),
    ready: orders.filter((o) => o.status === 'ready'),
  };
}

/** An owner's display link, as their dashboard lists it (table in api/src/ordering/display-links.ts). */
export const displayLinkSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  label: z.string(),
  showNames: z.boolean(),
  url: z.string(),
  createdAt: z.string(),
});
export type DisplayLink = z.infer<typeof displayLinkSchema>;
export const displayLinksSchema = z.array(displayLinkSchema);
