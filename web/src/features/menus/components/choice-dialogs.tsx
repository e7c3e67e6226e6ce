import { SimpleGrid } from '@chakra-ui/react';
import {
  INGREDIENT_TYPES,
  drinkCreateSchema,
  ingredientCreateSchema,
  sideCreateSchema,
  type DrinkCreateBody,
  type IngredientCreateBody,
  type SideCreateBody,
} from '@pickup/domain/catalog/menu-schemas';
import { SelectField, SwitchField, TextInputField } from '@/components/management/fields';
import type { Schema } from '@/lib/management/form';
import type { Drink, Ingredient, Side } from '@/types/management';
import { EditorDialog, type DialogProps } from './editor-dialog';
import { useEditorForm } from './editor-form';
import { PriceField } from './price-field';

const typeOptions = INGREDIENT_TYPES.map((t) => ({
  value: t,
  label:
    t === 'optional' ? 'Optional (included, can be removed)' : 'Possible (extra, can be added)',
}));

export function IngredientDialog(props: DialogProps<Ingredient, IngredientCreateBody>) {
  const { value } = props;
  const form = useEditorForm(
    {
      name: value?.name ?? '',
      type: value?.type ?? '',
      price: value?.price ?? '0.00',
      maxQuantity: String(value?.maxQuantity ?? 1),
      isActive: value?.isActive ?? true,
    },
    { ...props, schema: ingredientCreateSchema },
  );
  return (
    <EditorDialog noun="Ingredient" {...form.dialog}>
      <TextInputField label="Ingredient name" required {...form.text('name')} />
      <SelectField
        label="Type"
        required
        placeholder="Select type"
        options={typeOptions}
        {...form.text('type')}
      />
      <SimpleGrid columns={2} gap="4">
        <PriceField {...form.text('price')} />
        <TextInputField label="Max quantity" type="number" min="1" {...form.text('maxQuantity')} />
      </SimpleGrid>
      <SwitchField label="Active" {...form.toggle('isActive')} />
    </EditorDialog>
  );
}

type Priced = { name: string; price: string; isActive: boolean };

type PricedProps<T extends Priced, B> = DialogProps<T, B> & {
  noun: 'Side' | 'Drink';
  schema: Schema<B>;
  /** The price a new one starts with. */
  blankPrice: string;
};

/** A side or a drink: a name, a price and whether it is offered. */
function PricedChoiceDialog<T extends Priced, B>(props: PricedProps<T, B>) {
  const { noun, schema, blankPrice, ...dialog } = props;
  const { value } = dialog;
  const form = useEditorForm(
    {
      name: value?.name ?? '',
      price: value?.price ?? blankPrice,
      isActive: value?.isActive ?? true,
    },
    { ...dialog, schema },
  );
  return (
    <EditorDialog noun={noun} {...form.dialog}>
      <TextInputField label={`${noun} name`} required {...form.text('name')} />
      <PriceField {...form.text('price')} />
      <SwitchField label="Active" {...form.toggle('isActive')} />
    </EditorDialog>
  );
}

export const SideDialog = (props: DialogProps<Side, SideCreateBody>) => (
  <PricedChoiceDialog noun="Side" schema={sideCreateSchema} blankPrice="0.00" {...props} />
);

export const DrinkDialog = (props: DialogProps<Drink, DrinkCreateBody>) => (
  <PricedChoiceDialog noun="Drink" schema={drinkCreateSchema} blankPrice="" {...props} />
);
