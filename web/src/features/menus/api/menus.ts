import type { MenuCreateBody, MenuUpdateBody } from '@pickup/domain/catalog/menu-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MENU_RETRY } from '@/lib/query-client';
import type { Menu } from '@/types/management';
import { catalogWrites } from './catalog-mutation';
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

/** A menu is updated and deleted under its restaurant, not at an address of its own. */
const writes = (restaurantId: string) =>
  catalogWrites<Menu, MenuCreateBody, MenuUpdateBody>({
    noun: 'menu',
    collection: base,
    member: (id) => `${base(restaurantId)}/${enc(id)}`,
  });

export const useCreateMenu = (restaurantId: string) => writes(restaurantId).useCreate(restaurantId);
export const useUpdateMenu = (restaurantId: string) => writes(restaurantId).useUpdate();
export const useDeleteMenu = (restaurantId: string) => writes(restaurantId).useDelete();
