import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { enc, menuKeys } from './keys';

/** An item's link rows; older shapes name the target by `id` only. */
type IngredientLinkRow = {
  id?: string;
  ingredientId?: string;
  isIncluded: boolean;
  ingredient?: { id: string };
};
type SideLinkRow = { id?: string; sideId?: string; side?: { id: string } };

export type IngredientLink = { ingredientId: string; isIncluded: boolean };

export const getItemIngredientsQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: menuKeys.itemIngredients(itemId),
    queryFn: async (): Promise<IngredientLink[]> => {
      const rows = await api.get<IngredientLinkRow[]>(`/api/menu-items/${enc(itemId)}/ingredients`);
      return rows.map((r) => ({
        ingredientId: r.ingredientId ?? r.ingredient?.id ?? r.id ?? '',
        isIncluded: r.isIncluded,
      }));
    },
  });

export const getItemSidesQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: menuKeys.itemSides(itemId),
    queryFn: async (): Promise<string[]> => {
      const rows = await api.get<SideLinkRow[]>(`/api/menu-items/${enc(itemId)}/sides`);
      return rows.map((r) => r.sideId ?? r.side?.id ?? r.id ?? '');
    },
  });

export const useItemIngredients = (itemId: string) =>
  useQuery(getItemIngredientsQueryOptions(itemId));
export const useItemSides = (itemId: string) => useQuery(getItemSidesQueryOptions(itemId));

export const putItemIngredients = (itemId: string, ingredients: IngredientLink[]) =>
  api.put(`/api/menu-items/${enc(itemId)}/ingredients`, { ingredients });

export const putItemSides = (itemId: string, sides: string[]) =>
  api.put(`/api/menu-items/${enc(itemId)}/sides`, { sides });
