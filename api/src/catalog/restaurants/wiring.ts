import { restaurantsProjection } from '@pickup/projections/catalog/restaurants/projection';
import type { Projection } from '@pickup/projections/runner/projection';

/** Read models the restaurant calls read; no tables outside them. */
export const restaurantProjections: readonly Projection[] = [restaurantsProjection];
