import type {
  IngredientCreateBody,
  IngredientUpdateBody,
  SideCreateBody,
  SideUpdateBody,
} from '@pickup/domain/catalog/menu-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { prefixedFailureToast, successToast } from '@/lib/management/toasts';
import type { Ingredient, Side } from '@/types/management';
import { capitalised } from '../capitalised';
import { catalogWrites, useCatalogMutation } from './catalog-mutation';
import { enc, menuKeys } from './keys';

type Words = {
  singular: 'ingredient' | 'side';
  plural: 'ingredients' | 'sides';
  /** What the copy endpoint calls the chosen ids. */
  idsField: 'ingredientIds' | 'sideIds';
};

/**
 * One kind of a category's choices, ingredients or sides: the list, adding, editing and
 * deleting one, and copying some from another category of the restaurant.
 */
function categoryChoices<Row, Create, Update>({ singular, plural, idsField }: Words) {
  const base = (categoryId: string) => `/api/categories/${enc(categoryId)}/${plural}`;
  const load = (categoryId: string) => api.get<Row[]>(base(categoryId));
  const listQuery = (categoryId: string) =>
    queryOptions({ queryKey: menuKeys[plural](categoryId), queryFn: () => load(categoryId) });
  const writes = catalogWrites<Row, Create, Update>({
    noun: singular,
    collection: base,
    member: (id) => `/api/${plural}/${enc(id)}`,
  });
  return {
    singular,
    plural,
    load,
    useList: (categoryId: string) =>
      useQuery({ ...listQuery(categoryId), enabled: categoryId !== '' }),
    useCreate: writes.useCreate,
    useUpdate: writes.useUpdate,
    useRemove: writes.useDelete,
    useCopy: (categoryId: string) =>
      useCatalogMutation({
        mutationFn: (body: { fromCategoryId: string; ids: string[] }) =>
          api.post(`${base(categoryId)}/copy`, {
            fromCategoryId: body.fromCategoryId,
            [idsField]: body.ids,
          }),
        onSuccess: successToast(`${capitalised(plural)} copied`),
        onError: prefixedFailureToast('Error', `Failed to copy ${plural}`),
      }),
  };
}

export const ingredientChoices = categoryChoices<
  Ingredient,
  IngredientCreateBody,
  IngredientUpdateBody
>({
  singular: 'ingredient',
  plural: 'ingredients',
  idsField: 'ingredientIds',
});

export const sideChoices = categoryChoices<Side, SideCreateBody, SideUpdateBody>({
  singular: 'side',
  plural: 'sides',
  idsField: 'sideIds',
});
