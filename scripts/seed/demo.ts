import type { Config } from '@pickup/api/config';
import type { ServerHandle } from '@pickup/api/composition/root';
import type { Logger } from '@pickup/api/observability/logger';
import { usersReadModel } from '@pickup/api/catalog/restaurants/ports';
import { DEFAULT_DEMO_PASSWORD, DEMO_USERS, seedDemoUsers } from './demo-users';
import { seedDemoRestaurants } from './demo-restaurants';
import { seedDemoMenus } from './demo-menus';
import { seedDemoOrders } from './demo-orders';
import { seedDemoHistory } from './demo-history';
import { seedDemoTurnedAway } from './demo-turned-away';
import { displayLinks } from '@pickup/api/lobby/display-links';
import { seedDemoSpecialDay } from './demo-special-days';

/**
 * Demo data for someone trying Pickup locally, created through commands at first start
 * (each step keeps what an earlier start created). Never in production, never with
 * SEED_DEMO=false.
 */
export async function seedDemo(
  server: ServerHandle,
  config: Config,
  log: Logger,
): Promise<boolean> {
  const { services } = server;
  const users = await seedDemoUsers({ identity: services.identity, env: config, log });
  if (!users) return false;
  const restaurants = await seedDemoRestaurants(
    { bus: services.bus, findUser: usersReadModel(services.pool) },
    { ownerId: users.owner, owner2Id: users.owner2 },
  );
  await seedDemoMenus({ bus: services.bus }, restaurants);
  const ordering = {
    pool: services.pool,
    store: services.store,
    bus: services.bus,
    waitFor: services.runner.waitFor.bind(services.runner),
  };
  await seedDemoOrders(ordering, {
    customerId: users.customer,
    restaurants: [...restaurants.values()],
    adminId: users.admin,
  });
  const trattoria = restaurants.get('north-end-trattoria');
  // Eight weeks of dinners, so the owner's Tonight tab shows a forecast (issue 32).
  if (trattoria) {
    const history = await seedDemoHistory(ordering, {
      customerId: users.regular,
      restaurantId: trattoria,
    });
    if (history.orders > 0) log.info({ orders: history.orders }, 'demo order history');
  }
  // Orders it turned away over the last three weeks (issue 32).
  if (trattoria) await seedDemoTurnedAway({ store: services.store }, trattoria);
  // A lobby screen for the restaurant whose orders show every handoff state (issue 31).
  const lobby = displayLinks(services.pool, config.PUBLIC_URL, config.JWT_SECRET);
  if (trattoria && (await lobby.list(trattoria)).length === 0) {
    const link = await lobby.create({
      restaurantId: trattoria,
      label: 'Lobby TV',
      showNames: false,
      createdBy: users.owner,
    });
    log.info({ url: link.url }, 'demo lobby screen');
  }
  // An upcoming closure with a note on the restaurant page (issue 32).
  const smokehouse = restaurants.get('fenway-smokehouse');
  if (smokehouse) {
    const date = await seedDemoSpecialDay(services, smokehouse);
    if (date) log.info({ date }, 'demo special day');
  }
  log.info({ restaurants: restaurants.size }, 'demo data ready');
  return true;
}

export function demoAccountsText(config: Config): string {
  const password = config.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD;
  const lines = DEMO_USERS.map((u) => `  ${u.email.padEnd(24)} ${u.role}`);
  return [`Demo accounts (password: ${password}):`, ...lines].join('\n');
}
