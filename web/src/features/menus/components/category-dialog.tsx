import { categoryCreateSchema, type CategoryCreateBody } from '@pickup/domain/catalog/menu-schemas';
import { SimpleGrid } from '@chakra-ui/react';
import { SwitchField, TextInputField, TextareaField } from '@/components/management/fields';
import { FormDialog } from '@/components/management/form-dialog';
import { useForm } from '@/lib/management/form';
import type { Category } from '@/types/management';

type Props = {
  category: Category | null;
  /** Spec §9: a new category's display order defaults to the count plus 1. */
  nextDisplayOrder: number;
  onClose: () => void;
  onSave: (body: CategoryCreateBody) => Promise<unknown>;
  pending: boolean;
};

export function CategoryDialog({ category, nextDisplayOrder, onClose, onSave, pending }: Props) {
  const { values, set, errors, parse } = useForm({
    name: category?.name ?? '',
    description: category?.description ?? '',
    displayOrder: String(category?.displayOrder ?? nextDisplayOrder),
    sidesRequired: String(category?.sidesRequired ?? 0),
    includesDrink: category?.includesDrink ?? false,
    isActive: category?.isActive ?? true,
  });

  const submit = async () => {
    const body = parse(categoryCreateSchema);
    if (!body) return;
    // The failure toast says all there is to say (spec §8); the dialog stays open.
    await onSave(body).then(onClose, () => undefined);
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={category ? 'Edit Category' : 'Create Category'}
      submitLabel={category ? 'Save Changes' : 'Create Category'}
      pending={pending}
      onSubmit={() => void submit()}
    >
      <TextInputField
        label="Category name"
        required
        value={values.name}
        onValueChange={(v) => set('name', v)}
        error={errors.name}
      />
      <TextareaField
        label="Description"
        value={values.description}
        onValueChange={(v) => set('description', v)}
        error={errors.description}
      />
      <SimpleGrid columns={2} gap="4">
        <TextInputField
          label="Display order"
          type="number"
          min="1"
          value={values.displayOrder}
          onValueChange={(v) => set('displayOrder', v)}
          error={errors.displayOrder}
        />
        <TextInputField
          label="Sides required"
          type="number"
          min="0"
          max="10"
          value={values.sidesRequired}
          onValueChange={(v) => set('sidesRequired', v)}
          error={errors.sidesRequired}
        />
      </SimpleGrid>
      <SwitchField
        label="Includes a drink"
        checked={values.includesDrink}
        onCheckedChange={(v) => set('includesDrink', v)}
      />
      <SwitchField
        label="Active"
        checked={values.isActive}
        onCheckedChange={(v) => set('isActive', v)}
      />
    </FormDialog>
  );
}
