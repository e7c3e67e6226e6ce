import { SimpleGrid } from '@chakra-ui/react';
import {
  INGREDIENT_TYPES,
  ingredientCreateSchema,
  sideCreateSchema,
  type IngredientCreateBody,
  type SideCreateBody,
} from '@pickup/domain/catalog/menu-schemas';
import { SelectField, SwitchField, TextInputField } from '@/components/management/fields';
import { FormDialog } from '@/components/management/form-dialog';
import { serverFieldErrors, useForm } from '@/lib/management/form';
import type { Ingredient, Side } from '@/types/management';

export type DialogProps<T, B> = {
  value: T | null;
  onClose: () => void;
  onSave: (body: B) => Promise<unknown>;
  pending: boolean;
};

const typeOptions = INGREDIENT_TYPES.map((t) => ({
  value: t,
  label:
    t === 'optional' ? 'Optional (included, can be removed)' : 'Possible (extra, can be added)',
}));

export function IngredientDialog(props: DialogProps<Ingredient, IngredientCreateBody>) {
  const { value, onClose, onSave, pending } = props;
  const { values, set, errors, setErrors, parse } = useForm({
    name: value?.name ?? '',
    type: value?.type ?? '',
    price: value?.price ?? '0.00',
    maxQuantity: String(value?.maxQuantity ?? 1),
    isActive: value?.isActive ?? true,
  });
  const submit = async () => {
    const body = parse(ingredientCreateSchema);
    if (!body) return;
    await onSave(body).then(onClose, (error: unknown) => setErrors(serverFieldErrors(error)));
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      title={value ? 'Edit Ingredient' : 'Add Ingredient'}
      submitLabel={value ? 'Save Changes' : 'Add Ingredient'}
      pending={pending}
      onSubmit={() => void submit()}
    >
      <TextInputField
        label="Ingredient name"
        required
        value={values.name}
        onValueChange={(v) => set('name', v)}
        error={errors.name}
      />
      <SelectField
        label="Type"
        required
        placeholder="Select type"
        value={values.type}
        onValueChange={(v) => set('type', v)}
        options={typeOptions}
        error={errors.type}
      />
      <SimpleGrid columns={2} gap="4">
        <TextInputField
          label="Price ($)"
          type="number"
          step="0.01"
          min="0"
          value={values.price}
          onValueChange={(v) => set('price', v)}
          error={errors.price}
        />
        <TextInputField
          label="Max quantity"
          type="number"
          min="1"
          value={values.maxQuantity}
          onValueChange={(v) => set('maxQuantity', v)}
          error={errors.maxQuantity}
        />
      </SimpleGrid>
      <SwitchField
        label="Active"
        checked={values.isActive}
        onCheckedChange={(v) => set('isActive', v)}
      />
    </FormDialog>
  );
}

export function SideDialog(props: DialogProps<Side, SideCreateBody>) {
  const { value, onClose, onSave, pending } = props;
  const { values, set, errors, setErrors, parse } = useForm({
    name: value?.name ?? '',
    price: value?.price ?? '0.00',
    isActive: value?.isActive ?? true,
  });
  const submit = async () => {
    const body = parse(sideCreateSchema);
    if (!body) return;
    await onSave(body).then(onClose, (error: unknown) => setErrors(serverFieldErrors(error)));
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      title={value ? 'Edit Side' : 'Add Side'}
      submitLabel={value ? 'Save Changes' : 'Add Side'}
      pending={pending}
      onSubmit={() => void submit()}
    >
      <TextInputField
        label="Side name"
        required
        value={values.name}
        onValueChange={(v) => set('name', v)}
        error={errors.name}
      />
      <TextInputField
        label="Price ($)"
        type="number"
        step="0.01"
        min="0"
        value={values.price}
        onValueChange={(v) => set('price', v)}
        error={errors.price}
      />
      <SwitchField
        label="Active"
        checked={values.isActive}
        onCheckedChange={(v) => set('isActive', v)}
      />
    </FormDialog>
  );
}
