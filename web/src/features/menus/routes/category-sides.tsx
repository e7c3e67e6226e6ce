import type { SideCreateBody } from '@pickup/domain/catalog/menu-schemas';
import type { Side } from '@/types/management';
import { sideChoices } from '../api/category-choices';
import { CategoryChoicesPage, type ChoiceKind } from '../components/category-choices-page';
import { SideDialog } from '../components/choice-dialogs';

const SIDES: ChoiceKind<Side, SideCreateBody> = {
  ...sideChoices,
  emptyDescription: 'Sides are what customers choose with an item, such as fries or salad.',
  Dialog: SideDialog,
};

export default function CategorySidesRoute() {
  return <CategoryChoicesPage kind={SIDES} />;
}
