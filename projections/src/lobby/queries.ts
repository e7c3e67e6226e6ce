import type pg from 'pg';
import { orderNumber } from '@pickup/domain/ordering/order-number';
import type { LobbyBoard, LobbyOrder } from './contract';

/**
 * The lobby screen's reads of the `orders` read model (issue 31): what a TV at the counter
 * may show, and nothing more (its contract: ./contract.ts).
 */

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
