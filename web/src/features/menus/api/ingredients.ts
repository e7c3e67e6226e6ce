import type {
  IngredientCreateBody,
  IngredientUpdateBody,
} from '@pickup/domain/catalog/menu-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Ingredient } from '@/types/management';
import { catalogWrites } from './catalog-mutation';
import { useCopyChoices } from './copy-choices';
import { enc, menuKeys } from './keys';

const base = (categoryId: string) => `/api/categories/${enc(categoryId)}/ingredients`;

export const getIngredients = (categoryId: string) => api.get<Ingredient[]>(base(categoryId));

export const getIngredientsQueryOptions = (categoryId: string) =>
  queryOptions({
    queryKey: menuKeys.ingredients(categoryId),
    queryFn: () => getIngredients(categoryId),
  });

export const useIngredients = (categoryId: string) =>
  useQuery({ ...getIngredientsQueryOptions(categoryId), enabled: categoryId !== '' });

const writes = catalogWrites<Ingredient, IngredientCreateBody, IngredientUpdateBody>({
  noun: 'ingredient',
  collection: base,
  member: (id) => `/api/ingredients/${enc(id)}`,
});

export const useCreateIngredient = writes.useCreate;
export const useUpdateIngredient = writes.useUpdate;
export const useDeleteIngredient = writes.useDelete;

export const useCopyIngredients = (categoryId: string) =>
  useCopyChoices(categoryId, { plural: 'ingredients', idsField: 'ingredientIds' });
