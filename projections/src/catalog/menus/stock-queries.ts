import type pg from 'pg';
import { z } from 'zod';
import { T } from './tree-sql';

/**
 * The counted items of a restaurant (issue 32), as the kitchen board and the menu screens
 * show what is left: each item's count as last decided, its par and when it refills.
 */

export const stockCountViewSchema = z.object({
  itemId: z.string(),
  menuId: z.string(),
  name: z.string(),
  stock: z.object({
    left: z.number(),
    par: z.number().nullable(),
    refillAt: z.string().nullable(),
  }),
});
export type StockCountView = z.infer<typeof stockCountViewSchema>;

interface Row {
  itemId: string;
  menuId: string;
  name: string;
  left: number;
  par: number | null;
  refillAt: Date | null;
}

export async function stockCountsOfRestaurant(
  db: Pick<pg.Pool, 'query'>,
  restaurantId: string,
): Promise<StockCountView[]> {
  const { rows } = await db.query<Row>(
    `SELECT i.id AS "itemId", i.menu_id AS "menuId", i.name, i.stock_left AS "left",
            i.stock_par AS par, i.stock_refill_at AS "refillAt"
       FROM ${T}.items i JOIN ${T}.menus m ON m.id = i.menu_id
      WHERE m.restaurant_id = $1 AND i.stock_left IS NOT NULL
      ORDER BY i.name, i.id`,
    [restaurantId],
  );
  return rows.map((r) => ({
    itemId: r.itemId,
    menuId: r.menuId,
    name: r.name,
    stock: { left: r.left, par: r.par, refillAt: r.refillAt?.toISOString() ?? null },
  }));
}
