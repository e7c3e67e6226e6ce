import type { UserView } from '@pickup/domain/identity/user-view';
import type {
  CategoryTreeView,
  CategoryView,
  DrinkView,
  IngredientView,
  MenuItemView,
  MenuTreeView,
  MenuView,
  SideView,
} from '@pickup/projections/catalog/menus/contract';
import type {
  OpenStatusView,
  OwnerSummaryView,
  RestaurantDetailView,
  RestaurantView,
} from '@pickup/projections/catalog/restaurants/contract';

/** What the management screens read (management-area §3, §7): the read models' contracts. */
export type OpenStatus = OpenStatusView;
export type Restaurant = RestaurantView;
export type Owner = OwnerSummaryView;
export type Menu = MenuView;
export type Drink = DrinkView;
export type Category = CategoryView;
export type MenuItem = MenuItemView;
export type Ingredient = IngredientView;
export type Side = SideView;
export type CategoryTree = CategoryTreeView;
export type MenuTree = MenuTreeView;
export type RestaurantDetail = RestaurantDetailView;
export type ManagedUser = UserView;
