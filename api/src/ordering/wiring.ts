import type pg from 'pg';
import { favoriteRestaurants, favoritesProjection } from '@pickup/projections/favorites/favorites';
import { handoffProjection } from '@pickup/projections/handoff/handoff';
import { orderDirectoryProjection } from '@pickup/projections/ordering/directory';
import {
  ordersInProgressCount,
  ordersOfCustomer,
} from '@pickup/projections/ordering/order-queries';
import { ordersProjection } from '@pickup/projections/ordering/orders';
import type { Projection } from '@pickup/projections/runner/projection';
import { prepHistoryProjection } from '@pickup/projections/timing/prep-history';
import type { Migration } from '../db/migrate';
import { displayLinkMigrations } from './display-links';
import { idempotencyMigrations } from './migrations';

/** Read models of ordering and favourites, in creation order. */
export const orderingProjections: readonly Projection[] = [
  orderDirectoryProjection,
  ordersProjection,
  favoritesProjection,
  prepHistoryProjection,
  handoffProjection,
];

export const orderingMigrations: readonly Migration[] = [
  ...idempotencyMigrations,
  ...displayLinkMigrations,
];

/** Same shape as identity's ExportSource: a key under `data` and a loader per user. */
export interface OrderingExportSource {
  name: string;
  load(userId: string): Promise<unknown[]>;
}

/** The customer's orders (receipts with history) for their data export. */
export function ordersExportSource(pool: Pick<pg.Pool, 'query'>): OrderingExportSource {
  return { name: 'orders', load: (userId) => ordersOfCustomer(pool, userId) };
}

/** How many orders a customer has in progress: an account is not deleted while any is. */
export function ordersInProgress(pool: Pick<pg.Pool, 'query'>) {
  return (userId: string) => ordersInProgressCount(pool, userId);
}

/** The customer's favourite restaurants for their data export. */
export function favoritesExportSource(pool: Pick<pg.Pool, 'query'>): OrderingExportSource {
  return { name: 'favorites', load: (userId) => favoriteRestaurants(pool, userId) };
}
