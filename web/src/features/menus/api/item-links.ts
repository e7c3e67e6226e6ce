import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemIngredientView, ItemSideView } from '@pickup/projections/catalog/menus/contract';
import { api } from '@/lib/api-client';
import { enc, menuKeys } from './keys';

export type IngredientLink = { ingredientId: string; isIncluded: boolean };

export const getItemIngredientsQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: menuKeys.itemIngredients(itemId),
    queryFn: async (): Promise<IngredientLink[]> => {
      const rows = await api.get<ItemIngredientView[]>(
        `/api/menu-items/${enc(itemId)}/ingredients`,
      );
      return rows.map((r) => ({ ingredientId: r.ingredientId, isIncluded: r.isIncluded }));
    },
  });

export const getItemSidesQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: menuKeys.itemSides(itemId),
    queryFn: async (): Promise<string[]> => {
      const rows = await api.get<ItemSideView[]>(`/api/menu-items/${enc(itemId)}/sides`);
      return rows.map((r) => r.sideId);
    },
  });

export const useItemIngredients = (itemId: string) =>
  useQuery(getItemIngredientsQueryOptions(itemId));
export const useItemSides = (itemId: string) => useQuery(getItemSidesQueryOptions(itemId));

export const putItemIngredients = (itemId: string, ingredients: IngredientLink[]) =>
  api.put(`/api/menu-items/${enc(itemId)}/ingredients`, { ingredients });

export const putItemSides = (itemId: string, sides: string[]) =>
  api.put(`/api/menu-items/${enc(itemId)}/sides`, { sides });
