import type { WeeklyHours } from '@pickup/domain/catalog/hours-types';
import type { IngredientType } from '@pickup/domain/catalog/menu-schemas';
import type { Role } from '@/lib/auth';

/** What the management screens read (management-area §3, §7). Prices are dollars as text. */

export type OpenStatus =
  | { open: true; closesAt: string | null }
  | { open: false; opensAt: { day: string; time: string; daysAhead: number } | null };

export type Restaurant = {
  id: string;
  name: string;
  description: string;
  cuisine: string;
  address: string;
  phone: string;
  imageUrl: string | null;
  /** Null until the restaurant is placed (from its address, or by hand). */
  latitude: number | null;
  longitude: number | null;
  hours: WeeklyHours | null;
  timezone: string;
  taxRate: string;
  estimatedPickupTime: number;
  rating: number;
  isActive: boolean;
  openStatus?: OpenStatus;
  /** Kitchen controls as they stand now (issue 15). */
  ordering?: {
    paused: boolean;
    pausedUntil: string | null;
    message: string | null;
    rushMinutes: number;
    rushUntil: string | null;
  };
  ownerId?: string;
  notificationEmail?: string;
  notificationPhone?: string;
  notificationPreference?: string;
  /** Minutes after its promise that a ready order counts as a no-show (default 30). */
  noShowAfterMinutes?: number;
};

export type Owner = { id: string; firstName: string; lastName: string; email: string };

export type Menu = {
  id: string;
  restaurantId: string;
  name: string;
  description: string;
  availableHours: WeeklyHours | null;
  cutoffMinutes: number;
  isActive: boolean;
};

export type Drink = { id: string; menuId: string; name: string; price: string; isActive: boolean };

export type Category = {
  id: string;
  menuId: string;
  name: string;
  description: string;
  displayOrder: number;
  includesDrink: boolean;
  sidesRequired: number;
  isActive: boolean;
};

export type MenuItem = {
  id: string;
  menuId?: string;
  categoryId: string;
  name: string;
  description: string;
  price: string;
  imageUrl: string | null;
  /** The item's own required sides; null: its category's apply. */
  sidesRequired: number | null;
  isActive: boolean;
};

export type Ingredient = {
  id: string;
  categoryId?: string;
  name: string;
  type: IngredientType;
  price: string;
  maxQuantity?: number;
  isActive?: boolean;
};

export type Side = {
  id: string;
  categoryId?: string;
  name: string;
  price: string;
  isActive?: boolean;
};

export type CategoryTree = Category & { menuItems: MenuItem[] };
export type MenuTree = Menu & { drinks?: Drink[]; categories: CategoryTree[] };

export type RestaurantDetail = Restaurant & { owner?: Owner | null; menus: MenuTree[] };

export type ManagedUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  phone: string | null;
  createdAt: string;
  emailVerified: boolean;
};
