import { auditLogProjection } from '@pickup/projections/audit/audit-log';
import { menusProjection } from '@pickup/projections/catalog/menus/projection';
import { restaurantsProjection } from '@pickup/projections/catalog/restaurants/projection';
import { favoritesProjection } from '@pickup/projections/favorites/favorites';
import { usersProjection } from '@pickup/projections/identity/users';
import { orderDirectoryProjection } from '@pickup/projections/ordering/directory';
import { ordersProjection } from '@pickup/projections/ordering/orders';
import type { Projection } from '@pickup/projections/runner/projection';
import { messagesProjection } from '@pickup/projections/support/messages';

/**
 * Every read model of the system, for the rebuild CLI, the benchmark and the replay
 * equivalence test (which must cover all of them).
 */
export function allReadModels(): Projection[] {
  return [
    usersProjection,
    restaurantsProjection,
    menusProjection,
    orderDirectoryProjection,
    ordersProjection,
    favoritesProjection,
    messagesProjection,
    auditLogProjection,
  ];
}
