import type { Projection } from '@pickup/projections/runner/projection';
import { auditProjections } from './audit/wiring';
import { menuProjections } from './catalog/menus/wiring';
import { restaurantProjections } from './catalog/restaurants/wiring';
import { identityProjections } from './identity/wiring';
import { orderingProjections } from './ordering/wiring';
import { supportProjections } from './support/wiring';

/**
 * Every read model of the system: what the app runs, what `npm run rebuild` and the
 * rebuild benchmark rebuild, and what the replay-equivalence test covers.
 */
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
