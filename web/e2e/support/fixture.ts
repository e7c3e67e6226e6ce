/**
 * A restaurant of the demo owner with one menu, made through the public API as the demo
 * admin and owner, so the journey does not depend on which demo menus exist. Open around the
 * clock (no hours) so the journey passes at any time of day.
 */

export const DEMO_PASSWORD = 'pickup-demo';
export const OWNER_EMAIL = 'owner@pickup.test';
const ADMIN_EMAIL = 'admin@pickup.test';

export const FIXTURE = {
  name: 'Beacon Street Burgers',
  latitude: 42.3601,
  longitude: -71.0589,
  item: 'Classic Burger',
  removable: 'Pickles',
  extra: 'Bacon',
  sides: ['Fries', 'Coleslaw'],
} as const;

type Json = Record<string, unknown>;

export async function signIn(baseURL: string, email: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { tokens: { accessToken: string } };
  return body.tokens.accessToken;
}

function caller(baseURL: string, token: string) {
  return async <T = Json>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseURL}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    }
    return (await response.json()) as T;
  };
}

export async function seedFixture(baseURL: string): Promise<{ restaurantId: string }> {
  const admin = caller(baseURL, await signIn(baseURL, ADMIN_EMAIL));
  const ownerToken = await signIn(baseURL, OWNER_EMAIL);
  const owner = caller(baseURL, ownerToken);
  const me = await owner<{ id: string }>('GET', '/api/auth/user');

  const restaurant = await admin<{ id: string }>('POST', '/api/restaurants', {
    name: FIXTURE.name,
    cuisine: 'american',
    description: 'Smash burgers, hand-cut fries and shakes by the Common.',
    address: '100 Beacon St, Boston, MA 02108',
    phone: '(617) 555-0199',
    latitude: FIXTURE.latitude,
    longitude: FIXTURE.longitude,
    hours: null,
    taxRate: '0.0625',
    estimatedPickupTime: 15,
    ownerId: me.id,
    timezone: 'America/New_York',
  });
  const restaurantId = restaurant.id;

  const menu = await owner<{ id: string }>('POST', `/api/restaurants/${restaurantId}/menus`, {
    name: 'All Day',
    description: 'Served from open to close.',
  });
  await owner('POST', `/api/menus/${menu.id}/drinks`, { name: 'Lemonade', price: 2.5 });
  await owner('POST', `/api/menus/${menu.id}/drinks`, { name: 'Cola', price: 2 });

  const burgers = await owner<{ id: string }>('POST', `/api/menus/${menu.id}/categories`, {
    name: 'Burgers',
    description: 'Every burger comes with two sides.',
    sidesRequired: 2,
    includesDrink: true,
  });
  const ingredient = (name: string, type: 'optional' | 'possible', price = 0, maxQuantity = 1) =>
    owner<{ id: string }>('POST', `/api/categories/${burgers.id}/ingredients`, {
      name,
      type,
      price,
      maxQuantity,
    });
  const pickles = await ingredient(FIXTURE.removable, 'optional');
  const onion = await ingredient('Onion', 'optional');
  const bacon = await ingredient(FIXTURE.extra, 'possible', 1.5, 3);
  const cheese = await ingredient('Extra Cheese', 'possible', 0.75, 2);
  const side = (name: string, price: number) =>
    owner<{ id: string }>('POST', `/api/categories/${burgers.id}/sides`, { name, price });
  const sides = [
    await side('Fries', 3),
    await side('Coleslaw', 2.5),
    await side('Side Salad', 3.5),
  ];

  const item = (name: string, description: string, price: number) =>
    owner('POST', `/api/categories/${burgers.id}/items`, {
      name,
      description,
      price,
      ingredients: [
        { ingredientId: pickles.id, isIncluded: true },
        { ingredientId: onion.id, isIncluded: true },
        { ingredientId: bacon.id, isIncluded: false },
        { ingredientId: cheese.id, isIncluded: false },
      ],
      sides: sides.map((s) => s.id),
    });
  await item(FIXTURE.item, 'Two smashed patties, American cheese, pickles, onion.', 11);
  await item('Mushroom Swiss', 'Roasted mushrooms, Swiss cheese, garlic aioli.', 12.5);

  const shakes = await owner<{ id: string }>('POST', `/api/menus/${menu.id}/categories`, {
    name: 'Shakes',
    description: 'Thick, cold and hand-spun.',
  });
  for (const [name, price] of [
    ['Vanilla Shake', 5.5],
    ['Chocolate Shake', 5.5],
  ] as const) {
    await owner('POST', `/api/categories/${shakes.id}/items`, {
      name,
      description: 'Made with local ice cream.',
      price,
    });
  }
  return { restaurantId };
}
