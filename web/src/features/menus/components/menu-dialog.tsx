import type { WeeklyHours } from '@pickup/domain/catalog/hours-types';
import { DEFAULT_CUTOFF_MINUTES, menuCreateSchema } from '@pickup/domain/catalog/menu-schemas';
import type { MenuCreateBody } from '@pickup/domain/catalog/menu-schemas';
import { SwitchField, TextInputField, TextareaField } from '@/components/management/fields';
import { HoursEditor, weekOf } from '@/components/management/hours-editor';
import type { Menu } from '@/types/management';
import { EditorDialog, type DialogProps } from './editor-dialog';
import { useEditorForm } from './editor-form';

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

const bodyOf = ({ limitHours, hours, ...fields }: Values) => ({
  ...fields,
  availableHours: limitHours ? hours : null,
});

export function MenuDialog(props: DialogProps<Menu, MenuCreateBody>) {
  const form = useEditorForm(valuesOf(props.value), { ...props, schema: menuCreateSchema, bodyOf });
  return (
    <EditorDialog noun="Menu" verb="Create" size="lg" {...form.dialog}>
      <TextInputField label="Menu name" required {...form.text('name')} />
      <TextareaField label="Description" {...form.text('description')} />
      <TextInputField
        label="Order cutoff (minutes before closing)"
        inputMode="numeric"
        helper="From 0 to 120"
        {...form.text('cutoffMinutes')}
      />
      <SwitchField label="Active" {...form.toggle('isActive')} />
      <SwitchField label="Limit available hours" {...form.toggle('limitHours')} />
      {form.values.limitHours && (
        <HoursEditor
          value={form.values.hours}
          onChange={(hours) => form.set('hours', hours)}
          errors={form.errors}
          errorPrefix="availableHours"
        />
      )}
    </EditorDialog>
  );
}
