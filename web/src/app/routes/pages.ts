import { createElement, lazy, useState, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * A screen in its own chunk. `preload()` fetches it before the app's first render, and a page
 * whose chunk is already here renders it directly: the first screen then paints in one pass
 * instead of a spinner first (which would also replace the pre-rendered landing page).
 */
function page(load: () => Promise<PageModule>) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Page() {
    // Fixed per mounted page: switching from Lazy to the direct component would remount it.
    const [Direct] = useState(() => loaded);
    return createElement(Direct ?? Lazy);
  }
  return Object.assign(Page, { preload });
}

/** Every screen is its own chunk, so the landing page loads only what it shows. */
export const pages = {
  Landing: page(() => import('./landing')),
  Home: page(() => import('./home')),
  NotFound: page(() => import('./not-found')),
  Kitchen: page(() => import('./kitchen')),
  Auth: page(() => import('@/features/auth/routes/auth')),
  HowItWorks: page(() => import('@/features/marketing/routes/how-it-works')),
  PrivacyPolicy: page(() => import('@/features/marketing/routes/privacy-policy')),
  Terms: page(() => import('@/features/marketing/routes/terms-of-service')),
  Support: page(() => import('@/features/support/routes/support')),
  Contact: page(() => import('@/features/support/routes/contact')),
  Restaurants: page(() => import('@/features/restaurants/routes/restaurants')),
  Restaurant: page(() => import('./restaurant')),
  Order: page(() => import('./order')),
  ReceiptLink: page(() => import('@/features/ordering/routes/receipt-link')),
  LobbyDisplay: page(() => import('@/features/lobby/routes/lobby-display')),
  CustomerDashboard: page(() => import('./customer-dashboard')),
  OrderHistory: page(() => import('@/features/customer-dashboard/routes/order-history')),
  PrivacyAccount: page(() => import('@/features/account/routes/privacy-account')),
  DevOutbox: page(() => import('@/features/dev-outbox/routes/dev-outbox')),
  OwnerDashboard: page(() => import('./owner-dashboard')),
  AdminDashboard: page(() => import('./admin-dashboard')),
  AdminRestaurant: page(() => import('./admin-restaurant')),
  RestaurantIngredients: page(
    () => import('@/features/restaurant-admin/routes/restaurant-ingredients'),
  ),
  RestaurantEdit: page(() => import('@/features/restaurant-admin/routes/restaurant-edit')),
  MenusEdit: page(() => import('@/features/menus/routes/menus-edit')),
  Menu: page(() => import('@/features/menus/routes/menu')),
  MenuItems: page(() => import('@/features/menus/routes/menu-items')),
  Categories: page(() => import('@/features/menus/routes/categories')),
  CategoryIngredients: page(() => import('@/features/menus/routes/category-ingredients')),
  CategorySides: page(() => import('@/features/menus/routes/category-sides')),
  CategoryItems: page(() => import('@/features/menus/routes/category-items')),
  ItemCreate: page(() => import('@/features/menus/routes/item-create')),
  ItemEdit: page(() => import('@/features/menus/routes/item-edit')),
};
