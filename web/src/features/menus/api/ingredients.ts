import type {
  IngredientCreateBody,
  IngredientUpdateBody,
} from '@pickup/domain/catalog/menu-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { failureToast, prefixedFailureToast, successToast } from '@/lib/management/toasts';
import type { Ingredient } from '@/types/management';
import { useCatalogMutation } from './catalog-mutation';
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

export const useCreateIngredient = (categoryId: string) =>
  useCatalogMutation({
    mutationFn: (body: IngredientCreateBody) => api.post<Ingredient>(base(categoryId), body),
    onSuccess: successToast('Ingredient created'),
    onError: failureToast('Failed to create ingredient'),
  });

export const useUpdateIngredient = () =>
  useCatalogMutation({
    mutationFn: ({ id, body }: { id: string; body: IngredientUpdateBody }) =>
      api.put<Ingredient>(`/api/ingredients/${enc(id)}`, body),
    onSuccess: successToast('Ingredient updated'),
    onError: failureToast('Failed to update ingredient'),
  });

export const useDeleteIngredient = () =>
  useCatalogMutation({
    mutationFn: (id: string) => api.delete(`/api/ingredients/${enc(id)}`),
    onSuccess: successToast('Ingredient deleted'),
    onError: failureToast('Failed to delete ingredient'),
  });

export const useCopyIngredients = (categoryId: string) =>
  useCatalogMutation({
    mutationFn: (body: { fromCategoryId: string; ids: string[] }) =>
      api.post(`${base(categoryId)}/copy`, {
        fromCategoryId: body.fromCategoryId,
        ingredientIds: body.ids,
      }),
    onSuccess: successToast('Ingredients copied'),
    onError: prefixedFailureToast('Error', 'Failed to copy ingredients'),
  });
