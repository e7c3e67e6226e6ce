import type { IngredientCreateBody } from '@pickup/domain/catalog/menu-schemas';
import type { Ingredient } from '@/types/management';
import { ingredientChoices } from '../api/category-choices';
import { CategoryChoicesPage, type ChoiceKind } from '../components/category-choices-page';
import { IngredientDialog } from '../components/choice-dialogs';

const INGREDIENTS: ChoiceKind<Ingredient, IngredientCreateBody> = {
  ...ingredientChoices,
  emptyDescription: 'Optional ingredients come with the item; possible ones are extras.',
  withType: true,
  Dialog: IngredientDialog,
};

export default function CategoryIngredientsRoute() {
  return <CategoryChoicesPage kind={INGREDIENTS} />;
}
