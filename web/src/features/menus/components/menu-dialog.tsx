import type { WeeklyHours } from '@pickup/domain/catalog/hours-types';
import { DEFAULT_CUTOFF_MINUTES, menuCreateSchema } from '@pickup/domain/catalog/menu-schemas';
import type { MenuCreateBody } from '@pickup/domain/catalog/menu-schemas';
import { SwitchField, TextInputField, TextareaField } from '@/components/management/fields';
import { FormDialog } from '@/components/management/form-dialog';
import { HoursEditor, weekOf } from '@/components/management/hours-editor';
import { serverFieldErrors, useForm } from '@/lib/management/form';
import type { Menu } from '@/types/management';

type Values = {
  name: string;
  description: string;
  cutoffMinutes: string;
  isActive: boolean;
  limitHours: boolean;
  hours: WeeklyHours;
};

/** Spec §9: menu availability defaults to 06:00-22:00 once limited. */
const valuesOf = (menu: Menu | null): Values => ({
  name: menu?.name ?? '',
  description: menu?.description ?? '',
  cutoffMinutes: String(menu?.cutoffMinutes ?? DEFAULT_CUTOFF_MINUTES),
  isActive: menu?.isActive ?? true,
  limitHours: Boolean(menu?.availableHours),
  hours: menu?.availableHours ?? weekOf('06:00', '22:00'),
});

type Props = {
  /** null creates a new menu. */
  menu: Menu | null;
  onClose: () => void;
  onSave: (body: MenuCreateBody) => Promise<unknown>;
  pending: boolean;
};

export function MenuDialog({ menu, onClose, onSave, pending }: Props) {
  const { values, set, errors, setErrors, parse } = useForm(valuesOf(menu));

  const submit = async () => {
    const { limitHours, hours, ...fields } = values;
    const body = parse(menuCreateSchema, { ...fields, availableHours: limitHours ? hours : null });
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
      title={menu ? 'Edit Menu' : 'Create Menu'}
      submitLabel={menu ? 'Save Changes' : 'Create Menu'}
      pending={pending}
      onSubmit={() => void submit()}
      size="lg"
    >
      <TextInputField
        label="Menu name"
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
      <TextInputField
        label="Order cutoff (minutes before closing)"
        inputMode="numeric"
        value={values.cutoffMinutes}
        onValueChange={(v) => set('cutoffMinutes', v)}
        error={errors.cutoffMinutes}
        helper="From 0 to 120"
      />
      <SwitchField
        label="Active"
        checked={values.isActive}
        onCheckedChange={(v) => set('isActive', v)}
      />
      <SwitchField
        label="Limit available hours"
        checked={values.limitHours}
        onCheckedChange={(v) => set('limitHours', v)}
      />
      {values.limitHours && (
        <HoursEditor
          value={values.hours}
          onChange={(hours) => set('hours', hours)}
          errors={errors}
          errorPrefix="availableHours"
        />
      )}
    </FormDialog>
  );
}
