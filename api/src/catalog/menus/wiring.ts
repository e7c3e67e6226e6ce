import { menusProjection } from '@pickup/projections/catalog/menus/projection';
import type { Projection } from '@pickup/projections/runner/projection';
import type { Migration } from '../../db/migrate';

/** The menus read model; it also keeps each restaurant's owner, so it needs no other. */
export const menuProjections: readonly Projection[] = [menusProjection];

/** Menus need no tables outside their read model. */
export const menuMigrations: readonly Migration[] = [];
