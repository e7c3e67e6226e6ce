import type { MenuItemUpdateBody } from '@pickup/domain/catalog/menu-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { failureToast, successToast } from '@/lib/management/toasts';
import type { MenuItem } from '@/types/management';
import { useCatalogMutation } from './catalog-mutation';
import { enc, menuKeys } from './keys';

export const getCategoryItemsQueryOptions = (categoryId: string) =>
  queryOptions({
    queryKey: menuKeys.categoryItems(categoryId),
    queryFn: () => api.get<MenuItem[]>(`/api/categories/${enc(categoryId)}/items`),
  });

export const getMenuItemsQueryOptions = (menuId: string) =>
  queryOptions({
    queryKey: menuKeys.menuItems(menuId),
    queryFn: () => api.get<MenuItem[]>(`/api/menus/${enc(menuId)}/items`),
  });

export const useCategoryItems = (categoryId: string) =>
  useQuery(getCategoryItemsQueryOptions(categoryId));

export const useMenuItems = (menuId: string) => useQuery(getMenuItemsQueryOptions(menuId));

export const getItemQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: menuKeys.item(itemId),
    queryFn: () => api.get<MenuItem>(`/api/menu-items/${enc(itemId)}`),
  });

export const useItem = (itemId: string) => useQuery(getItemQueryOptions(itemId));

export const updateItem = (id: string, body: MenuItemUpdateBody) =>
  api.put<MenuItem>(`/api/menu-items/${enc(id)}`, body);

export const useDeleteItem = () =>
  useCatalogMutation({
    mutationFn: (id: string) => api.delete(`/api/menu-items/${enc(id)}`),
    onSuccess: successToast('Menu item deleted'),
    onError: failureToast('Failed to delete menu item'),
  });
