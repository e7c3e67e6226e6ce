import { drinkCreateSchema, type DrinkCreateBody } from '@pickup/domain/catalog/menu-schemas';
import { SwitchField, TextInputField } from '@/components/management/fields';
import { FormDialog } from '@/components/management/form-dialog';
import { serverFieldErrors, useForm } from '@/lib/management/form';
import type { Drink } from '@/types/management';

type Props = {
  drink: Drink | null;
  onClose: () => void;
  onSave: (body: DrinkCreateBody) => Promise<unknown>;
  pending: boolean;
};

export function DrinkDialog({ drink, onClose, onSave, pending }: Props) {
  const { values, set, errors, setErrors, parse } = useForm({
    name: drink?.name ?? '',
    price: drink?.price ?? '',
    isActive: drink?.isActive ?? true,
  });

  const submit = async () => {
    const body = parse(drinkCreateSchema);
    if (!body) return;
    try {
      await onSave(body);
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={drink ? 'Edit Drink' : 'Add Drink'}
      submitLabel={drink ? 'Save Changes' : 'Add Drink'}
      pending={pending}
      onSubmit={() => void submit()}
    >
      <TextInputField
        label="Drink name"
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
