import { categoryCreateSchema, type CategoryCreateBody } from '@pickup/domain/catalog/menu-schemas';
import { SimpleGrid } from '@chakra-ui/react';
import { SwitchField, TextInputField, TextareaField } from '@/components/management/fields';
import type { Category } from '@/types/management';
import { EditorDialog, type DialogProps } from './editor-dialog';
import { useEditorForm } from './editor-form';

type Props = DialogProps<Category, CategoryCreateBody> & {
  /** Spec §9: a new category's display order defaults to the count plus 1. */
  nextDisplayOrder: number;
};

export function CategoryDialog({ nextDisplayOrder, ...dialog }: Props) {
  const { value } = dialog;
  const form = useEditorForm(
    {
      name: value?.name ?? '',
      description: value?.description ?? '',
      displayOrder: String(value?.displayOrder ?? nextDisplayOrder),
      sidesRequired: String(value?.sidesRequired ?? 0),
      includesDrink: value?.includesDrink ?? false,
      isActive: value?.isActive ?? true,
    },
    // The failure toast says all there is to say (spec §8); the dialog stays open.
    { ...dialog, schema: categoryCreateSchema, showServerErrors: false },
  );
  return (
    <EditorDialog noun="Category" verb="Create" {...form.dialog}>
      <TextInputField label="Category name" required {...form.text('name')} />
      <TextareaField label="Description" {...form.text('description')} />
      <SimpleGrid columns={2} gap="4">
        <TextInputField
          label="Display order"
          type="number"
          min="1"
          {...form.text('displayOrder')}
        />
        <TextInputField
          label="Sides required"
          type="number"
          min="0"
          max="10"
          {...form.text('sidesRequired')}
        />
      </SimpleGrid>
      <SwitchField label="Includes a drink" {...form.toggle('includesDrink')} />
      <SwitchField label="Active" {...form.toggle('isActive')} />
    </EditorDialog>
  );
}
