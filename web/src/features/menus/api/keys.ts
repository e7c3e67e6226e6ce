import { manageKeys } from '@/lib/management/api/keys';

const c = manageKeys.catalog;

export const menuKeys = {
  menus: (restaurantId: string) => [...c, 'menus', restaurantId] as const,
  drinks: (menuId: string) => [...c, 'drinks', menuId] as const,
  categories: (menuId: string) => [...c, 'categories', menuId] as const,
  categoryItems: (categoryId: string) => [...c, 'items', 'category', categoryId] as const,
  menuItems: (menuId: string) => [...c, 'items', 'menu', menuId] as const,
  item: (itemId: string) => [...c, 'item', itemId] as const,
  itemIngredients: (itemId: string) => [...c, 'item-ingredients', itemId] as const,
  itemSides: (itemId: string) => [...c, 'item-sides', itemId] as const,
  ingredients: (categoryId: string) => [...c, 'ingredients', categoryId] as const,
  sides: (categoryId: string) => [...c, 'sides', categoryId] as const,
};

export const enc = encodeURIComponent;
