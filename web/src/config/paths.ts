/** Every route of the web app, in one place: `path` for the router, `getHref` for links. */

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const menuBase = (restaurantId: string, menuId: string) =>
  `/restaurants/${restaurantId}/menus/${menuId}`;
const categoryBase = (restaurantId: string, menuId: string, categoryId: string) =>
  `${menuBase(restaurantId, menuId)}/categories/${categoryId}`;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    path: '/auth',
    /** `returnTo`: the signed-in page to open again once signed in. */
    getHref: (query: { resetToken?: string; returnTo?: string } = {}) =>
      withQuery('/auth', { 'reset-token': query.resetToken, returnTo: query.returnTo }),
  },
  restaurants: {
    path: '/restaurants',
    getHref: (query: { search?: string; lat?: number; lng?: number; nearby?: boolean } = {}) =>
      withQuery('/restaurants', {
        search: query.search,
        lat: query.lat?.toString(),
        lng: query.lng?.toString(),
        nearby: query.nearby ? 'true' : undefined,
      }),
  },
  restaurant: {
    path: '/restaurants/:id',
    getHref: (id: string, query: { expandCart?: boolean } = {}) =>
      withQuery(`/restaurants/${id}`, { expand: query.expandCart ? 'cart' : undefined }),
  },
  order: { path: '/orders/:orderId', getHref: (orderId: string) => `/orders/${orderId}` },
  /** Issue 31: the ready text's receipt link (no sign-in). */
  receiptLink: { path: '/r/:token', getHref: (token: string) => `/r/${token}` },
  /** Issue 31: a lobby screen's display link (no sign-in, no site chrome). */
  lobbyDisplay: { path: '/display/:token', getHref: (token: string) => `/display/${token}` },
  customerDashboard: { path: '/customer-dashboard', getHref: () => '/customer-dashboard' },
  orderHistory: {
    path: '/order-history',
    getHref: (page?: number) =>
      withQuery('/order-history', { page: page && page > 1 ? String(page) : undefined }),
  },
  privacyAccount: {
    path: '/privacy-account',
    getHref: (tab?: 'profile' | 'privacy' | 'data' | 'account') =>
      withQuery('/privacy-account', { tab }),
  },
  privacySettings: { path: '/privacy-settings', getHref: () => '/privacy-settings' },
  howItWorks: { path: '/how-it-works', getHref: () => '/how-it-works' },
  support: {
    path: '/support',
    getHref: (category?: string) => withQuery('/support', { category }),
  },
  contact: {
    path: '/contact',
    getHref: (category?: string) => withQuery('/contact', { category }),
  },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms-of-service', getHref: () => '/terms-of-service' },
  termsShort: { path: '/terms', getHref: () => '/terms' },
  /** Local development only: messages the app would have sent (not linked in production). */
  devOutbox: { path: '/dev/outbox', getHref: () => '/dev/outbox' },

  // Management area (management-area.md §2).
  ownerDashboard: { path: '/owner-dashboard', getHref: () => '/owner-dashboard' },
  /** The kitchen board full screen, without the site's header and footer. */
  kitchen: {
    path: '/kitchen/:restaurantId',
    getHref: (restaurantId: string) => `/kitchen/${restaurantId}`,
  },
  admin: { path: '/admin', getHref: () => '/admin' },
  adminDashboard: { path: '/admin-dashboard', getHref: () => '/admin-dashboard' },
  restaurantEdit: {
    path: '/restaurants/:id/edit',
    getHref: (id: string) => `/restaurants/${id}/edit`,
  },
  restaurantIngredients: {
    path: '/restaurants/:restaurantId/ingredients',
    getHref: (restaurantId: string) => `/restaurants/${restaurantId}/ingredients`,
  },
  menusEdit: {
    path: '/restaurants/:id/menus/edit',
    getHref: (id: string) => `/restaurants/${id}/menus/edit`,
  },
  menu: {
    path: '/restaurants/:restaurantId/menus/:menuId',
    getHref: (restaurantId: string, menuId: string) => menuBase(restaurantId, menuId),
  },
  menuItems: {
    path: '/restaurants/:restaurantId/menus/:menuId/items',
    getHref: (restaurantId: string, menuId: string) => `${menuBase(restaurantId, menuId)}/items`,
  },
  categories: {
    path: '/restaurants/:restaurantId/menus/:menuId/categories',
    getHref: (restaurantId: string, menuId: string) =>
      `${menuBase(restaurantId, menuId)}/categories`,
  },
  categoryIngredients: {
    path: '/restaurants/:restaurantId/menus/:menuId/categories/:categoryId/ingredients',
    getHref: (restaurantId: string, menuId: string, categoryId: string) =>
      `${categoryBase(restaurantId, menuId, categoryId)}/ingredients`,
  },
  categorySides: {
    path: '/restaurants/:restaurantId/menus/:menuId/categories/:categoryId/sides',
    getHref: (restaurantId: string, menuId: string, categoryId: string) =>
      `${categoryBase(restaurantId, menuId, categoryId)}/sides`,
  },
  categoryItems: {
    path: '/restaurants/:restaurantId/menus/:menuId/categories/:categoryId/items',
    getHref: (restaurantId: string, menuId: string, categoryId: string) =>
      `${categoryBase(restaurantId, menuId, categoryId)}/items`,
  },
  itemCreate: {
    path: '/restaurants/:restaurantId/menus/:menuId/categories/:categoryId/items/create',
    getHref: (restaurantId: string, menuId: string, categoryId: string) =>
      `${categoryBase(restaurantId, menuId, categoryId)}/items/create`,
  },
  itemEdit: {
    path: '/restaurants/:restaurantId/menus/:menuId/categories/:categoryId/items/:itemId/edit',
    getHref: (restaurantId: string, menuId: string, categoryId: string, itemId: string) =>
      `${categoryBase(restaurantId, menuId, categoryId)}/items/${itemId}/edit`,
  },
} as const;
