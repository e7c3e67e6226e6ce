import type { SideCreateBody, SideUpdateBody } from '@pickup/domain/catalog/menu-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { failureToast, prefixedFailureToast, successToast } from '@/lib/management/toasts';
import type { Side } from '@/types/management';
import { useCatalogMutation } from './catalog-mutation';
import { enc, menuKeys } from './keys';

const base = (categoryId: string) => `/api/categories/${enc(categoryId)}/sides`;

export const getSides = (categoryId: string) => api.get<Side[]>(base(categoryId));

export const getSidesQueryOptions = (categoryId: string) =>
  queryOptions({ queryKey: menuKeys.sides(categoryId), queryFn: () => getSides(categoryId) });

export const useSides = (categoryId: string) =>
  useQuery({ ...getSidesQueryOptions(categoryId), enabled: categoryId !== '' });

export const useCreateSide = (categoryId: string) =>
  useCatalogMutation({
    mutationFn: (body: SideCreateBody) => api.post<Side>(base(categoryId), body),
    onSuccess: successToast('Side created'),
    onError: failureToast('Failed to create side'),
  });

export const useUpdateSide = () =>
  useCatalogMutation({
    mutationFn: ({ id, body }: { id: string; body: SideUpdateBody }) =>
      api.put<Side>(`/api/sides/${enc(id)}`, body),
    onSuccess: successToast('Side updated'),
    onError: failureToast('Failed to update side'),
  });

export const useDeleteSide = () =>
  useCatalogMutation({
    mutationFn: (id: string) => api.delete(`/api/sides/${enc(id)}`),
    onSuccess: successToast('Side deleted'),
    onError: failureToast('Failed to delete side'),
  });

export const useCopySides = (categoryId: string) =>
  useCatalogMutation({
    mutationFn: (body: { fromCategoryId: string; ids: string[] }) =>
      api.post(`${base(categoryId)}/copy`, {
        fromCategoryId: body.fromCategoryId,
        sideIds: body.ids,
      }),
    onSuccess: successToast('Sides copied'),
    onError: prefixedFailureToast('Error', 'Failed to copy sides'),
  });
