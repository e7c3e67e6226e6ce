import type { CategoryCreateBody, CategoryUpdateBody } from '@pickup/domain/catalog/menu-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster';
import { api } from '@/lib/api-client';
import type { Category } from '@/types/management';
import { catalogWrites } from './catalog-mutation';
import { enc, menuKeys } from './keys';

export const getCategoriesQueryOptions = (menuId: string) =>
  queryOptions({
    queryKey: menuKeys.categories(menuId),
    queryFn: () => api.get<Category[]>(`/api/menus/${enc(menuId)}/categories`),
  });

export const useCategories = (menuId: string) => useQuery(getCategoriesQueryOptions(menuId));

const writes = catalogWrites<Category, CategoryCreateBody, CategoryUpdateBody>({
  noun: 'category',
  collection: (menuId) => `/api/menus/${enc(menuId)}/categories`,
  member: (id) => `/api/categories/${enc(id)}`,
  /** Spec §8: category failures always show the same sentence, whatever the server said. */
  failure: (verb) => () =>
    notify.error({ title: 'Error', description: `Failed to ${verb} category. Please try again.` }),
});

export const useCreateCategory = writes.useCreate;
export const useUpdateCategory = writes.useUpdate;
export const useDeleteCategory = writes.useDelete;
