import type { CategoryCreateBody, CategoryUpdateBody } from '@pickup/domain/catalog/menu-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster';
import { api } from '@/lib/api-client';
import { successToast } from '@/lib/management/toasts';
import type { Category } from '@/types/management';
import { useCatalogMutation } from './catalog-mutation';
import { enc, menuKeys } from './keys';

export const getCategoriesQueryOptions = (menuId: string) =>
  queryOptions({
    queryKey: menuKeys.categories(menuId),
    queryFn: () => api.get<Category[]>(`/api/menus/${enc(menuId)}/categories`),
  });

export const useCategories = (menuId: string) => useQuery(getCategoriesQueryOptions(menuId));

/** Spec §8: category failures always show the same sentence, whatever the server said. */
const categoryFailure = (verb: string) => () =>
  notify.error({ title: 'Error', description: `Failed to ${verb} category. Please try again.` });

export const useCreateCategory = (menuId: string) =>
  useCatalogMutation({
    mutationFn: (body: CategoryCreateBody) =>
      api.post<Category>(`/api/menus/${enc(menuId)}/categories`, body),
    onSuccess: successToast('Category created'),
    onError: categoryFailure('create'),
  });

export const useUpdateCategory = () =>
  useCatalogMutation({
    mutationFn: ({ id, body }: { id: string; body: CategoryUpdateBody }) =>
      api.put<Category>(`/api/categories/${enc(id)}`, body),
    onSuccess: successToast('Category updated'),
    onError: categoryFailure('update'),
  });

export const useDeleteCategory = () =>
  useCatalogMutation({
    mutationFn: (id: string) => api.delete(`/api/categories/${enc(id)}`),
    onSuccess: successToast('Category deleted'),
    onError: categoryFailure('delete'),
  });
