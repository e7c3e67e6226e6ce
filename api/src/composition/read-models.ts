import type pg from 'pg';
import { auditLogProjection } from '@pickup/projections/audit/audit-log';
import { menusProjection } from '@pickup/projections/catalog/menus/projection';
import { restaurantsProjection } from '@pickup/projections/catalog/restaurants/projection';
import { restaurantsOwnedBy } from '@pickup/projections/catalog/restaurants/queries';
import { favoriteRestaurants, favoritesProjection } from '@pickup/projections/favorites/favorites';
import { handoffProjection } from '@pickup/projections/handoff/handoff';
import { usersProjection } from '@pickup/projections/identity/users';
import { orderDirectoryProjection } from '@pickup/projections/directory/projection';
import { ordersInProgressCount, ordersOfCustomer } from '@pickup/projections/orders/queries';
import { ordersProjection } from '@pickup/projections/orders/projection';
import type { Projection } from '@pickup/projections/runner/projection';
import { messagesOfSender, messagesProjection } from '@pickup/projections/support/messages';
import { prepHistoryProjection } from '@pickup/projections/timing/prep-history';
import { specialDaysProjection } from '@pickup/projections/special-days/projection';
import { turnedAwayProjection } from '@pickup/projections/demand/turned-away';
import { forecastSummaryProjection } from '@pickup/projections/forecast/forecast-summary';
import { captchaMigrations } from '../captcha/migrations';
import type { Migration } from '../db/migrate';
import { identityInfraMigrations } from '../identity/infra/migrations';
import type { ExportSource } from '../identity/service';
import { notificationsMigrations } from '../notifications/migrations';
import { displayLinkMigrations } from '../lobby/display-links';
import { idempotencyMigrations } from '../ordering/migrations';
import { reactorMigrations } from '../reactors/migrations';
import { securityMigrations } from '../security/migrations';
import { storageMigrations } from '../storage/upload-records';

/**
 * Every read model of the system, and every table outside them, per feature: what the
 * composition root (./root.ts) runs, what `npm run rebuild` and the rebuild benchmark
 * rebuild, and what each feature's tests create. Then what identity reads of the others'
 * read models (a customer's data export, and whether an account may be deleted).
 */

export const identityProjections: readonly Projection[] = [usersProjection];
/** Tables identity needs outside its read model, in order. */
export const identityMigrations: readonly Migration[] = [
  ...securityMigrations,
  ...identityInfraMigrations,
  ...notificationsMigrations,
  // A login after several failures asks for a solved captcha (routes-auth.ts).
  ...captchaMigrations,
];

export const supportProjections: readonly Projection[] = [messagesProjection];
/** The contact form asks a captcha. */
export const supportMigrations: readonly Migration[] = captchaMigrations;

/** The restaurants read model and its special days (issue 32: restaurant reads join them). */
export const restaurantProjections: readonly Projection[] = [
  restaurantsProjection,
  specialDaysProjection,
];
/** The menus read model; it also keeps each restaurant's owner, so it needs no other. */
export const menuProjections: readonly Projection[] = [menusProjection];

/** Read models of ordering and favourites, in creation order. */
export const orderingProjections: readonly Projection[] = [
  orderDirectoryProjection,
  ordersProjection,
  favoritesProjection,
  prepHistoryProjection,
  handoffProjection,
  turnedAwayProjection,
  forecastSummaryProjection,
];
export const orderingMigrations: readonly Migration[] = [
  ...idempotencyMigrations,
  ...displayLinkMigrations,
];

export const auditProjections: readonly Projection[] = [auditLogProjection];

/** Every read model, in creation order. */
export function allReadModels(): Projection[] {
  return [
    ...identityProjections,
    ...supportProjections,
    ...restaurantProjections,
    ...menuProjections,
    ...orderingProjections,
    ...auditProjections,
  ];
}

/** Schema changes outside the event store and the read models. Features add theirs here. */
export function featureMigrations(): Migration[] {
  return [
    ...identityMigrations,
    ...supportMigrations,
    ...orderingMigrations,
    ...reactorMigrations,
    ...storageMigrations,
  ];
}

type Db = Pick<pg.Pool, 'query'>;

/** The customer's orders (receipts with history) for their data export. */
export function ordersExportSource(pool: Db): ExportSource {
  return { name: 'orders', load: (userId) => ordersOfCustomer(pool, userId) };
}

/** The customer's favourite restaurants for their data export. */
export function favoritesExportSource(pool: Db): ExportSource {
  return { name: 'favorites', load: (userId) => favoriteRestaurants(pool, userId) };
}

/** The messages a signed-in user sent, for their data export (issue 17). */
export function messagesExportSource(pool: Db): ExportSource {
  return { name: 'messages', load: (userId) => messagesOfSender(pool, userId) };
}

/** The restaurants an owner runs, for their data export (issue 17). */
export function ownedRestaurantsExportSource(pool: Db): ExportSource {
  return { name: 'restaurants', load: (userId) => restaurantsOwnedBy(pool, userId) };
}

/** How many orders a customer has in progress: an account is not deleted while any is. */
export function ordersInProgress(pool: Db) {
  return (userId: string) => ordersInProgressCount(pool, userId);
}
