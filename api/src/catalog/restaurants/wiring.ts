import type pg from 'pg';
import { restaurantsProjection } from '@pickup/projections/catalog/restaurants/projection';
import { restaurantsOwnedBy } from '@pickup/projections/catalog/restaurants/queries';
import { specialDaysProjection } from '@pickup/projections/special-days/projection';
import type { Projection } from '@pickup/projections/runner/projection';
import type { ExportSource } from '../../identity/service';

/** Read models the restaurant calls read (special days: issue 32); no tables outside them. */
export const restaurantProjections: readonly Projection[] = [
  restaurantsProjection,
  specialDaysProjection,
];

/** The restaurants an owner runs, for their data export (issue 17). */
export function ownedRestaurantsExportSource(pool: Pick<pg.Pool, 'query'>): ExportSource {
  return { name: 'restaurants', load: (userId) => restaurantsOwnedBy(pool, userId) };
}
