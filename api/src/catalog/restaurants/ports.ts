import type { MenuTreeView } from '@pickup/projections/catalog/menus/views';
import type pg from 'pg';
import type { Role } from '@pickup/domain/catalog/permissions';
import { getUser } from '@pickup/projections/identity/user-queries';

/**
 * The menus of a restaurant as `menus[].categories[].menuItems[]`, from the menus read
 * model (`menuTreeForRestaurant` in projections/src/catalog/menus/queries.ts).
 */
export type MenuTreeQuery = (
  restaurantId: string,
  opts: { includeInactive: boolean },
) => Promise<MenuTreeView[]>;

/** Until the menus read model is wired in, a restaurant page shows no menus. */
export const noMenus: MenuTreeQuery = async () => [];

/**
 * Ids of the restaurants with an orderable menu, from the menus read model
 * (`restaurantsWithOrderableMenu`): customers' lists show only those (DECISIONS 27).
 */
export type OrderableRestaurants = () => Promise<readonly string[]>;

/** The owner as shown to those who manage the restaurant. */
export interface OwnerSummary {
  id: string;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
}

export type FindUser = (userId: string) => Promise<OwnerSummary | null>;

/** From the users read model (DECISIONS 6: owners must have role restaurant_owner). */
export function usersReadModel(pool: Pick<pg.Pool, 'query'>): FindUser {
  return async (userId) => {
    const user = await getUser(pool, userId);
    if (!user) return null;
    const { id, role, firstName, lastName, email } = user;
    return { id, role, firstName, lastName, email };
  };
}
