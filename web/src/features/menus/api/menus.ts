import type { MenuCreateBody, MenuUpdateBody } from '@pickup/domain/catalog/menu-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MENU_RETRY } from '@/lib/query-client';
import { failureToast, successToast } from '@/lib/management/toasts';
import type { Menu } from '@/types/management';
import { useCatalogMutation } from './catalog-mutation';
import { enc, menuKeys } from './keys';

const base = (restaurantId: string) => `/api/restaurants/${enc(restaurantId)}/menus`;

export const getMenus = (restaurantId: string) => api.get<Menu[]>(base(restaurantId));

/** Spec §7: the menu fetch retries 3 times, 1 second apart. */
export const getMenusQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: menuKeys.menus(restaurantId),
    queryFn: () => getMenus(restaurantId),
    ...MENU_RETRY,
  });

export const useMenus = (restaurantId: string) => useQuery(getMenusQueryOptions(restaurantId));

export const useCreateMenu = (restaurantId: string) =>
  useCatalogMutation({
    mutationFn: (body: MenuCreateBody) => api.post<Menu>(base(restaurantId), body),
    onSuccess: successToast('Menu created'),
    onError: failureToast('Failed to create menu'),
  });

export const useUpdateMenu = (restaurantId: string) =>
  useCatalogMutation({
    mutationFn: ({ id, body }: { id: string; body: MenuUpdateBody }) =>
      api.put<Menu>(`${base(restaurantId)}/${enc(id)}`, body),
    onSuccess: successToast('Menu updated'),
    onError: failureToast('Failed to update menu'),
  });

export const useDeleteMenu = (restaurantId: string) =>
  useCatalogMutation({
    mutationFn: (id: string) => api.delete(`${base(restaurantId)}/${enc(id)}`),
    onSuccess: successToast('Menu deleted'),
    onError: failureToast('Failed to delete menu'),
  });
