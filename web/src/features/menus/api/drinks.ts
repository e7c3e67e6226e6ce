import type { DrinkCreateBody, DrinkUpdateBody } from '@pickup/domain/catalog/menu-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { failureToast, successToast } from '@/lib/management/toasts';
import type { Drink } from '@/types/management';
import { useCatalogMutation } from './catalog-mutation';
import { enc, menuKeys } from './keys';

export const getDrinksQueryOptions = (menuId: string) =>
  queryOptions({
    queryKey: menuKeys.drinks(menuId),
    queryFn: () => api.get<Drink[]>(`/api/menus/${enc(menuId)}/drinks`),
  });

export const useDrinks = (menuId: string) => useQuery(getDrinksQueryOptions(menuId));

export const useCreateDrink = (menuId: string) =>
  useCatalogMutation({
    mutationFn: (body: DrinkCreateBody) =>
      api.post<Drink>(`/api/menus/${enc(menuId)}/drinks`, body),
    onSuccess: successToast('Drink created'),
    onError: failureToast('Failed to create drink'),
  });

export const useUpdateDrink = () =>
  useCatalogMutation({
    mutationFn: ({ id, body }: { id: string; body: DrinkUpdateBody }) =>
      api.put<Drink>(`/api/drinks/${enc(id)}`, body),
    onSuccess: successToast('Drink updated'),
    onError: failureToast('Failed to update drink'),
  });

export const useDeleteDrink = () =>
  useCatalogMutation({
    mutationFn: (id: string) => api.delete(`/api/drinks/${enc(id)}`),
    onSuccess: successToast('Drink deleted'),
    onError: failureToast('Failed to delete drink'),
  });
