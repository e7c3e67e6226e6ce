import type { SideCreateBody } from '@pickup/domain/catalog/menu-schemas';
import type { Side } from '@/types/management';
import {
  getSides,
  useCopySides,
  useCreateSide,
  useDeleteSide,
  useSides,
  useUpdateSide,
} from '../api/sides';
import { CategoryChoicesPage, type ChoiceKind } from '../components/category-choices-page';
import { SideDialog } from '../components/choice-dialogs';

const SIDES: ChoiceKind<Side, SideCreateBody> = {
  singular: 'side',
  plural: 'sides',
  emptyDescription: 'Sides are what customers choose with an item, such as fries or salad.',
  useList: useSides,
  useCreate: useCreateSide,
  useUpdate: useUpdateSide,
  useRemove: useDeleteSide,
  useCopy: useCopySides,
  load: getSides,
  Dialog: SideDialog,
};

export default function CategorySidesRoute() {
  return <CategoryChoicesPage kind={SIDES} />;
}
