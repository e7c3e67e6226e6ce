import type { MenuItemCreateBody } from '@pickup/domain/catalog/menu-schemas';
import { api } from '@/lib/api-client';
import { failureToast, prefixedFailureToast, successToast } from '@/lib/management/toasts';
import type { MenuItem } from '@/types/management';
import { useCatalogMutation } from './catalog-mutation';
import { putItemIngredients, putItemSides, type IngredientLink } from './item-links';
import { updateItem } from './items';
import { enc } from './keys';

export type ItemSave = {
  fields: Pick<MenuItemCreateBody, 'name' | 'description' | 'price' | 'isActive' | 'sidesRequired'>;
  ingredients: IngredientLink[];
  sides: string[];
};

/**
 * Spec §7: POST the item, then its ingredient and side links, each only when non-empty.
 * The response carries the new id.
 */
async function createItem(categoryId: string, { fields, ingredients, sides }: ItemSave) {
  // Without its own count (null) the item is sent as the spec's body, the category's applies.
  const { sidesRequired, ...specFields } = fields;
  const item = await api.post<MenuItem>(`/api/categories/${enc(categoryId)}/items`, {
    ...specFields,
    ...(sidesRequired === null ? {} : { sidesRequired }),
    categoryId,
  });
  if (ingredients.length > 0) await putItemIngredients(item.id, ingredients);
  if (sides.length > 0) await putItemSides(item.id, sides);
  return item;
}

/** Spec §7: on edit the links are always sent; sidesRequired null hands back to the category. */
async function saveItem(itemId: string, { fields, ingredients, sides }: ItemSave) {
  await updateItem(itemId, fields);
  await putItemIngredients(itemId, ingredients);
  await putItemSides(itemId, sides);
}

export const useCreateItem = (categoryId: string) =>
  useCatalogMutation({
    mutationFn: (save: ItemSave) => createItem(categoryId, save),
    onSuccess: successToast('Menu item created', 'The menu item has been successfully created.'),
    onError: prefixedFailureToast('Error', 'Failed to create menu item'),
  });

export const useSaveItem = (itemId: string) =>
  useCatalogMutation({
    mutationFn: (save: ItemSave) => saveItem(itemId, save),
    onSuccess: successToast('Menu item updated'),
    onError: prefixedFailureToast('Error', 'Failed to update menu item'),
  });

export const useUpdateItemImage = (itemId: string) =>
  useCatalogMutation({
    mutationFn: (imageUrl: string) => api.put(`/api/menu-items/${enc(itemId)}/image`, { imageUrl }),
    onSuccess: successToast('Menu item image updated successfully'),
    onError: failureToast('Failed to update menu item image'),
  });
