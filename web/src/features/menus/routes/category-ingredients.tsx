import type { IngredientCreateBody } from '@pickup/domain/catalog/menu-schemas';
import type { Ingredient } from '@/types/management';
import {
  getIngredients,
  useCopyIngredients,
  useCreateIngredient,
  useDeleteIngredient,
  useIngredients,
  useUpdateIngredient,
} from '../api/ingredients';
import { CategoryChoicesPage, type ChoiceKind } from '../components/category-choices-page';
import { IngredientDialog } from '../components/choice-dialogs';

const INGREDIENTS: ChoiceKind<Ingredient, IngredientCreateBody> = {
  singular: 'ingredient',
  plural: 'ingredients',
  emptyDescription: 'Optional ingredients come with the item; possible ones are extras.',
  withType: true,
  useList: useIngredients,
  useCreate: useCreateIngredient,
  useUpdate: useUpdateIngredient,
  useRemove: useDeleteIngredient,
  useCopy: useCopyIngredients,
  load: getIngredients,
  Dialog: IngredientDialog,
};

export default function CategoryIngredientsRoute() {
  return <CategoryChoicesPage kind={INGREDIENTS} />;
}
