import { api } from '@/lib/api-client';
import { prefixedFailureToast, successToast } from '@/lib/management/toasts';
import { capitalised } from '../capitalised';
import { useCatalogMutation } from './catalog-mutation';
import { enc } from './keys';

type Choices = { plural: 'ingredients' | 'sides'; idsField: 'ingredientIds' | 'sideIds' };

/** Copies chosen ingredients or sides of another category of the restaurant into this one. */
export const useCopyChoices = (categoryId: string, { plural, idsField }: Choices) =>
  useCatalogMutation({
    mutationFn: (body: { fromCategoryId: string; ids: string[] }) =>
      api.post(`/api/categories/${enc(categoryId)}/${plural}/copy`, {
        fromCategoryId: body.fromCategoryId,
        [idsField]: body.ids,
      }),
    onSuccess: successToast(`${capitalised(plural)} copied`),
    onError: prefixedFailureToast('Error', `Failed to copy ${plural}`),
  });
