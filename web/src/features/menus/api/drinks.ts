import type { DrinkCreateBody, DrinkUpdateBody } from '@pickup/domain/catalog/menu-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Drink } from '@/types/management';
import { catalogWrites } from './catalog-mutation';
import { enc, menuKeys } from './keys';

export const getDrinksQueryOptions = (menuId: string) =>
  queryOptions({
    queryKey: menuKeys.drinks(menuId),
    queryFn: () => api.get<Drink[]>(`/api/menus/${enc(menuId)}/drinks`),
  });

export const useDrinks = (menuId: string) => useQuery(getDrinksQueryOptions(menuId));

const writes = catalogWrites<Drink, DrinkCreateBody, DrinkUpdateBody>({
  noun: 'drink',
  collection: (menuId) => `/api/menus/${enc(menuId)}/drinks`,
  member: (id) => `/api/drinks/${enc(id)}`,
});

export const useCreateDrink = writes.useCreate;
export const useUpdateDrink = writes.useUpdate;
export const useDeleteDrink = writes.useDelete;
