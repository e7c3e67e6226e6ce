import { formatPrice } from '@pickup/domain/catalog/money';
import { Button, Card, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { MAX_SIDES_REQUIRED, menuItemCreateSchema } from '@pickup/domain/catalog/menu-schemas';
import type { FormEvent, ReactNode } from 'react';
import { SwitchField, TextInputField, TextareaField } from '@/components/management/fields';
import { serverFieldErrors, useForm } from '@/lib/management/form';
import type { Ingredient, Side } from '@/types/management';
import type { ItemSave } from '../api/save-item';
import { Checklist } from './checklist';
import { fieldsOf } from './editor-form';
import { PriceField } from './price-field';

export type ItemFormValues = {
  name: string;
  price: string;
  description: string;
  isActive: boolean;
  /** The item's own required sides; empty: its category's count applies. */
  sidesRequired: string;
  optionalIds: string[];
  possibleIds: string[];
  sideIds: string[];
};

export const emptyItem: ItemFormValues = {
  name: '',
  price: '',
  description: '',
  isActive: true,
  sidesRequired: '',
  optionalIds: [],
  possibleIds: [],
  sideIds: [],
};

type Props = {
  initial: ItemFormValues;
  ingredients: Ingredient[];
  sides: Side[];
  /** What an item without its own count requires (its category's sidesRequired). */
  categorySidesRequired: number;
  submitLabel: string;
  pending: boolean;
  onSubmit: (save: ItemSave) => Promise<unknown>;
  onCancel: () => void;
  image?: ReactNode;
};

const choice = (c: { id: string; name: string; price: string }) => ({
  id: c.id,
  label: c.name,
  detail: Number(c.price) > 0 ? `+${formatPrice(c.price)}` : undefined,
});

/**
 * The create and edit item screens. Optional ingredients are part of the item as served
 * (isIncluded); possible ones are extras the customer may add.
 */
export function ItemForm(props: Props) {
  const { initial, ingredients, sides, submitLabel, pending, onSubmit, onCancel, image } = props;
  const { categorySidesRequired } = props;
  const form = useForm(initial);
  const { values, set, setErrors, parse } = form;
  const { text, toggle } = fieldsOf(form);
  const optional = ingredients.filter((i) => i.type === 'optional');
  const possible = ingredients.filter((i) => i.type === 'possible');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { name, description, isActive } = values;
    const ownSides = values.sidesRequired.trim();
    const fields = parse(menuItemCreateSchema, {
      name,
      description,
      isActive,
      price: values.price,
      sidesRequired: ownSides === '' ? null : ownSides,
    });
    if (!fields) return;
    const save: ItemSave = {
      fields: {
        name: fields.name,
        description: fields.description,
        price: fields.price,
        isActive: fields.isActive,
        sidesRequired: fields.sidesRequired,
      },
      ingredients: [
        ...values.optionalIds.map((ingredientId) => ({ ingredientId, isIncluded: true })),
        ...values.possibleIds.map((ingredientId) => ({ ingredientId, isIncluded: false })),
      ],
      sides: values.sideIds,
    };
    await onSubmit(save).catch((error: unknown) => setErrors(serverFieldErrors(error)));
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="6">
        <Card.Root variant="outline">
          <Card.Body gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextInputField label="Name" required {...text('name')} />
              <PriceField required {...text('price')} />
            </SimpleGrid>
            <TextareaField label="Description" {...text('description')} />
            <TextInputField
              label="Sides required"
              type="number"
              min="0"
              max={String(MAX_SIDES_REQUIRED)}
              placeholder={String(categorySidesRequired)}
              helper={`Leave empty to use the category's (${categorySidesRequired}).`}
              {...text('sidesRequired')}
            />
            {image}
            <SwitchField label="Active Item" {...toggle('isActive')} />
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline">
          <Card.Body>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
              <Checklist
                title="Optional ingredients"
                options={optional.map(choice)}
                selected={values.optionalIds}
                onChange={(ids) => set('optionalIds', ids)}
                emptyText="No optional ingredients in this category."
              />
              <Checklist
                title="Possible ingredients"
                options={possible.map(choice)}
                selected={values.possibleIds}
                onChange={(ids) => set('possibleIds', ids)}
                emptyText="No possible ingredients in this category."
              />
              <Checklist
                title="Sides"
                options={sides.map(choice)}
                selected={values.sideIds}
                onChange={(ids) => set('sideIds', ids)}
                emptyText="No sides in this category."
              />
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
        <HStack justify="flex-end" gap="3">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
