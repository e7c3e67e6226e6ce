/** What the management screens read (management-area §3, §7): the read models' contracts. */
export type { UserView as ManagedUser } from '@pickup/domain/identity/user-view';
export type {
  CategoryTreeView as CategoryTree,
  CategoryView as Category,
  DrinkView as Drink,
  IngredientView as Ingredient,
  MenuItemView as MenuItem,
  MenuTreeView as MenuTree,
  MenuView as Menu,
  SideView as Side,
} from '@pickup/projections/catalog/menus/contract';
export type {
  OpenStatusView as OpenStatus,
  OwnerSummaryView as Owner,
  RestaurantDetailView as RestaurantDetail,
  RestaurantView as Restaurant,
} from '@pickup/projections/catalog/restaurants/contract';
