import type { WeeklyHours } from './hours-types';
import type { Actor } from './permissions';
import type {
  Category,
  CategoryChanges,
  Drink,
  DrinkChanges,
  Ingredient,
  IngredientChanges,
  ItemIngredient,
  MenuChanges,
  MenuDetails,
  MenuItemChanges,
  MenuItemDetails,
  Side,
  SideChanges,
  SoldOutEntry,
} from './menu-types';

/** The restaurant a menu belongs to, as the handler read it (for the permission check). */
export interface RestaurantRef {
  id: string;
  ownerId: string | null;
}

interface Base {
  actor: Actor;
  restaurant: RestaurantRef;
  menuId: string;
}

type C<Type extends string, Data = object> = Base & { type: Type } & Data;

/** One ingredient to copy: the source's data and the id the copy gets. */
export type IngredientCopy = { newId: string } & Omit<Ingredient, 'id' | 'categoryId'>;
export type SideCopy = { newId: string } & Omit<Side, 'id' | 'categoryId'>;

/** Where copies come from: any category of any menu of the same restaurant. */
export interface CopySource {
  restaurantId: string;
  menuId: string;
  categoryId: string;
}

export type MenuCommand =
  | C<
      'MarkSoldOut',
      {
        entry: SoldOutEntry;
        until: 'next_opening' | 'turned_back_on';
        reason?: string;
        now: string;
        /** To find the next opening, in the restaurant's zone. */
        restaurantHours: { hours: WeeklyHours | null; timezone: string };
      }
    >
  | C<'MarkBackInStock', { entry: SoldOutEntry; now: string }>
  | C<'CreateMenu', { data: MenuDetails }>
  | C<'UpdateMenu', { changes: MenuChanges }>
  | C<'DeleteMenu'>
  | C<'AddDrink', { drinkId: string; data: Omit<Drink, 'id'> }>
  | C<'UpdateDrink', { drinkId: string; changes: DrinkChanges }>
  | C<'RemoveDrink', { drinkId: string }>
  | C<
      'AddCategory',
      {
        categoryId: string;
        /** displayOrder omitted: the number of categories plus 1. */
        data: Omit<Category, 'id' | 'displayOrder'> & { displayOrder?: number };
      }
    >
  | C<'UpdateCategory', { categoryId: string; changes: CategoryChanges }>
  | C<'RemoveCategory', { categoryId: string }>
  | C<
      'AddMenuItem',
      {
        itemId: string;
        categoryId: string;
        data: MenuItemDetails;
        ingredients?: ItemIngredient[];
        sideIds?: string[];
      }
    >
  | C<'UpdateMenuItem', { itemId: string; changes: MenuItemChanges }>
  | C<'ChangeMenuItemImage', { itemId: string; imageUrl: string }>
  | C<'RemoveMenuItem', { itemId: string }>
  | C<'SetMenuItemIngredients', { itemId: string; ingredients: ItemIngredient[] }>
  | C<'SetMenuItemSides', { itemId: string; sideIds: string[] }>
  | C<
      'AddIngredient',
      { categoryId: string; ingredientId: string; data: Omit<Ingredient, 'id' | 'categoryId'> }
    >
  | C<'UpdateIngredient', { ingredientId: string; changes: IngredientChanges }>
  | C<'RemoveIngredient', { ingredientId: string }>
  | C<'AddSide', { categoryId: string; sideId: string; data: Omit<Side, 'id' | 'categoryId'> }>
  | C<'UpdateSide', { sideId: string; changes: SideChanges }>
  | C<'RemoveSide', { sideId: string }>
  | C<'CopyIngredients', { categoryId: string; from: CopySource; copies: IngredientCopy[] }>
  | C<'CopySides', { categoryId: string; from: CopySource; copies: SideCopy[] }>;

export type MenuCommandOf<T extends MenuCommand['type']> = Extract<MenuCommand, { type: T }>;
