import { createHash } from 'node:crypto';
import type { WeeklyHours } from '@pickup/domain/catalog/hours-types';
import { restaurantDecider, restaurantStream } from '@pickup/domain/catalog/restaurant';
import type { Cuisine } from '@pickup/domain/catalog/schemas';
import { DomainError } from '@pickup/domain/shared/errors';
import type { FindUser } from '@pickup/api/catalog/restaurants/ports';
import { RESTAURANTS_PROJECTION } from '@pickup/projections/catalog/restaurants/projection';
import type { CommandBus } from '@pickup/api/commands/bus';
import type { Actor } from '@pickup/api/http/actor';

/** Demo restaurants around Boston, created through commands (menus are added separately). */

type Owner = 'owner' | 'owner2';

interface DemoRestaurant {
  key: string;
  owner: Owner;
  name: string;
  cuisine: Cuisine;
  description: string;
  address: string;
  phone: string;
  latitude: number;
  longitude: number;
  /** null: open around the clock. */
  hours: WeeklyHours | null;
  estimatedPickupTime: number;
}

const day = (start: string, end: string, closed = false) => ({ start, end, closed });
const week = (start: string, end: string, closedOn: string[] = []): WeeklyHours => ({
  monday: day(start, end, closedOn.includes('monday')),
  tuesday: day(start, end, closedOn.includes('tuesday')),
  wednesday: day(start, end, closedOn.includes('wednesday')),
  thursday: day(start, end, closedOn.includes('thursday')),
  friday: day(start, end, closedOn.includes('friday')),
  saturday: day(start, end, closedOn.includes('saturday')),
  sunday: day(start, end, closedOn.includes('sunday')),
});
const lateWeekend = (start: string, end: string, late: string): WeeklyHours => ({
  ...week(start, end),
  friday: day(start, late),
  saturday: day(start, late),
});

// prettier-ignore
export const DEMO_RESTAURANTS: readonly DemoRestaurant[] = [
  { key: 'north-end-trattoria', owner: 'owner', name: 'North End Trattoria', cuisine: 'italian', description: 'Hand-rolled pasta and wood-fired pizza from a family recipe book.', address: '212 Hanover St, Boston, MA 02113', phone: '(617) 555-0101', latitude: 42.3637, longitude: -71.0541, hours: lateWeekend('11:00', '22:00', '23:30'), estimatedPickupTime: 20 },
  { key: 'fenway-smokehouse', owner: 'owner', name: 'Fenway Smokehouse', cuisine: 'american', description: 'Slow-smoked brisket, pulled pork and cornbread, ready for the game.', address: '1 Lansdowne St, Boston, MA 02215', phone: '(617) 555-0102', latitude: 42.3467, longitude: -71.0972, hours: week('11:30', '22:00'), estimatedPickupTime: 15 },
  { key: 'chinatown-noodle-bar', owner: 'owner', name: 'Chinatown Noodle Bar', cuisine: 'asian', description: 'Hand-pulled noodles, soup dumplings and chili oil made in house.', address: '44 Beach St, Boston, MA 02111', phone: '(617) 555-0103', latitude: 42.3515, longitude: -71.0604, hours: week('11:00', '23:00'), estimatedPickupTime: 12 },
  { key: 'southie-taqueria', owner: 'owner', name: 'Southie Taqueria', cuisine: 'mexican', description: 'Al pastor off the trompo, fresh tortillas and bright salsas.', address: '420 W Broadway, Boston, MA 02127', phone: '(617) 555-0104', latitude: 42.3355, longitude: -71.0475, hours: week('10:00', '21:00'), estimatedPickupTime: 10 },
  { key: 'central-square-curry-house', owner: 'owner', name: 'Central Square Curry House', cuisine: 'indian', description: 'Tandoori breads, slow-cooked curries and a generous thali.', address: '585 Massachusetts Ave, Cambridge, MA 02139', phone: '(617) 555-0105', latitude: 42.3651, longitude: -71.1032, hours: week('11:30', '21:30', ['monday']), estimatedPickupTime: 20 },
  { key: 'beacon-hill-bakery', owner: 'owner', name: 'Beacon Hill Bakery & Cafe', cuisine: 'other', description: 'Croissants, sourdough sandwiches and seasonal pastries.', address: '88 Charles St, Boston, MA 02114', phone: '(617) 555-0106', latitude: 42.3579, longitude: -71.0705, hours: week('07:00', '15:00'), estimatedPickupTime: 10 },
  { key: 'seaport-lobster-shack', owner: 'owner', name: 'Seaport Lobster Shack', cuisine: 'american', description: 'Lobster rolls, chowder and fried clams by the harbor.', address: '300 Northern Ave, Boston, MA 02210', phone: '(617) 555-0107', latitude: 42.3489, longitude: -71.0402, hours: week('11:00', '21:00'), estimatedPickupTime: 15 },
  { key: 'harvard-square-ramen', owner: 'owner', name: 'Harvard Square Ramen', cuisine: 'asian', description: 'Rich tonkotsu, miso and vegan ramen with soft eggs.', address: '1 Brattle St, Cambridge, MA 02138', phone: '(617) 555-0108', latitude: 42.3735, longitude: -71.1202, hours: lateWeekend('11:30', '22:00', '00:00'), estimatedPickupTime: 15 },
  { key: 'back-bay-pizzeria', owner: 'owner2', name: 'Back Bay Pizzeria', cuisine: 'italian', description: 'Thin-crust Neapolitan pies and crisp salads.', address: '250 Newbury St, Boston, MA 02116', phone: '(617) 555-0109', latitude: 42.3488, longitude: -71.0843, hours: week('11:00', '22:00'), estimatedPickupTime: 18 },
  { key: 'jamaica-plain-cantina', owner: 'owner2', name: 'Jamaica Plain Cantina', cuisine: 'mexican', description: 'Burritos, birria tacos and horchata on Centre Street.', address: '700 Centre St, Jamaica Plain, MA 02130', phone: '(617) 555-0110', latitude: 42.3118, longitude: -71.1143, hours: week('11:00', '22:00', ['tuesday']), estimatedPickupTime: 12 },
  { key: 'somerville-spice-route', owner: 'owner2', name: 'Somerville Spice Route', cuisine: 'indian', description: 'Street food from Mumbai to Delhi: chaat, kathi rolls and biryani.', address: '240 Elm St, Somerville, MA 02144', phone: '(617) 555-0111', latitude: 42.3966, longitude: -71.1224, hours: week('12:00', '22:00'), estimatedPickupTime: 20 },
  { key: 'allston-burger-co', owner: 'owner2', name: 'Allston Burger Co.', cuisine: 'american', description: 'Smash burgers, hand-cut fries and thick milkshakes.', address: '160 Harvard Ave, Allston, MA 02134', phone: '(617) 555-0112', latitude: 42.3527, longitude: -71.1317, hours: lateWeekend('11:00', '23:00', '01:00'), estimatedPickupTime: 12 },
  { key: 'brookline-sushi', owner: 'owner2', name: 'Brookline Sushi House', cuisine: 'asian', description: 'Nigiri, maki and poke bowls with fish delivered daily.', address: '1300 Beacon St, Brookline, MA 02446', phone: '(617) 555-0113', latitude: 42.3429, longitude: -71.1226, hours: week('12:00', '21:30', ['monday']), estimatedPickupTime: 20 },
  { key: 'east-boston-pupuseria', owner: 'owner2', name: 'East Boston Pupuseria', cuisine: 'other', description: 'Salvadoran pupusas with curtido, tamales and fresh juices.', address: '150 Meridian St, East Boston, MA 02128', phone: '(617) 555-0114', latitude: 42.3735, longitude: -71.0389, hours: week('09:00', '20:00'), estimatedPickupTime: 15 },
  { key: 'davis-square-pasta-bar', owner: 'owner2', name: 'Davis Square Pasta Bar', cuisine: 'italian', description: 'Fresh pasta by weight, meatballs and tiramisu.', address: '255 Elm St, Somerville, MA 02144', phone: '(617) 555-0115', latitude: 42.3967, longitude: -71.1226, hours: week('16:00', '22:00'), estimatedPickupTime: 18 },
  { key: 'roxbury-jerk-grill', owner: 'owner2', name: 'Roxbury Jerk & Grill', cuisine: 'other', description: 'Jerk chicken, oxtail stew, rice and peas, fried plantain.', address: '2201 Washington St, Roxbury, MA 02119', phone: '(617) 555-0116', latitude: 42.3296, longitude: -71.0842, hours: week('11:00', '21:00', ['sunday']), estimatedPickupTime: 20 },
  // Open around the clock, so that the whole order journey can be tried at any hour (the others keep real Boston hours).
  { key: 'south-station-diner', owner: 'owner', name: 'South Station Diner', cuisine: 'american', description: 'Open 24 hours: burgers, fries and shakes for early trains and late shifts.', address: '700 Atlantic Ave, Boston, MA 02110', phone: '(617) 555-0117', latitude: 42.3523, longitude: -71.0553, hours: null, estimatedPickupTime: 12 },
];

/** A stable id per demo restaurant, so seeding again finds the ones already there. */
export function demoRestaurantId(key: string): string {
  const h = createHash('sha256').update(`pickup-demo-restaurant:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export interface SeedRestaurantDeps {
  bus: CommandBus;
  /** The owners' roles are checked against the users read model. */
  findUser: FindUser;
  actor?: Actor;
  timezone?: string;
}

const SEED_ACTOR: Actor = { userId: 'system', role: 'admin', mustChangePassword: false };

/** Creates the demo restaurants that do not exist yet; returns every one's id by key. */
export async function seedDemoRestaurants(
  deps: SeedRestaurantDeps,
  owners: { ownerId: string; owner2Id: string },
): Promise<Map<string, string>> {
  const actor = deps.actor ?? SEED_ACTOR;
  const roles = new Map<string, Awaited<ReturnType<FindUser>>>();
  for (const id of [owners.ownerId, owners.owner2Id]) roles.set(id, await deps.findUser(id));
  const ids = new Map<string, string>();
  for (const r of DEMO_RESTAURANTS) {
    const restaurantId = demoRestaurantId(r.key);
    const ownerId = r.owner === 'owner' ? owners.ownerId : owners.owner2Id;
    const { key: _key, owner: _owner, ...details } = r;
    try {
      await deps.bus.execute({
        name: 'CreateRestaurant',
        stream: restaurantStream(restaurantId),
        decider: restaurantDecider,
        actor,
        readModels: [RESTAURANTS_PROJECTION],
        command: {
          type: 'CreateRestaurant',
          actor: { id: actor.userId, role: actor.role },
          restaurantId,
          ownerRole: roles.get(ownerId)?.role ?? null,
          data: {
            ...details,
            ownerId,
            imageUrl: null,
            taxRate: '0.0700',
            notificationEmail: '',
            notificationPhone: r.phone,
            notificationPreference: 'sms',
            isActive: true,
            timezone: deps.timezone ?? 'America/New_York',
          },
        },
      });
      // Issue 31: the first demo restaurant checks pickup codes at handover.
      if (ids.size === 0) {
        await deps.bus.execute({
          name: 'UpdateRestaurant',
          stream: restaurantStream(restaurantId),
          decider: restaurantDecider,
          actor,
          readModels: [RESTAURANTS_PROJECTION],
          command: {
            type: 'UpdateRestaurant',
            actor: { id: actor.userId, role: actor.role },
            restaurantId,
            changes: { checkPickupCode: true },
          },
        });
      }
    } catch (err) {
      // Seeded on an earlier start: leave it as its owner may have changed it since.
      if (!(err instanceof DomainError && err.kind === 'conflict')) throw err;
    }
    ids.set(r.key, restaurantId);
  }
  return ids;
}
