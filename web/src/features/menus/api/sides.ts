import type { SideCreateBody, SideUpdateBody } from '@pickup/domain/catalog/menu-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Side } from '@/types/management';
import { catalogWrites } from './catalog-mutation';
import { useCopyChoices } from './copy-choices';
import { enc, menuKeys } from './keys';

const base = (categoryId: string) => `/api/categories/${enc(categoryId)}/sides`;

export const getSides = (categoryId: string) => api.get<Side[]>(base(categoryId));

export const getSidesQueryOptions = (categoryId: string) =>
  queryOptions({ queryKey: menuKeys.sides(categoryId), queryFn: () => getSides(categoryId) });

export const useSides = (categoryId: string) =>
  useQuery({ ...getSidesQueryOptions(categoryId), enabled: categoryId !== '' });

const writes = catalogWrites<Side, SideCreateBody, SideUpdateBody>({
  noun: 'side',
  collection: base,
  member: (id) => `/api/sides/${enc(id)}`,
});

export const useCreateSide = writes.useCreate;
export const useUpdateSide = writes.useUpdate;
export const useDeleteSide = writes.useDelete;

export const useCopySides = (categoryId: string) =>
  useCopyChoices(categoryId, { plural: 'sides', idsField: 'sideIds' });
