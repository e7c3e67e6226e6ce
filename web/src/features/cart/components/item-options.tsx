import { Checkbox, Fieldset, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { formatMoney, toCents } from '@pickup/domain/catalog/money';
import {
  addableIngredients,
  removableIngredients,
  requiredSidesOf,
  toggleSide,
  type ChoosableCategory,
  type ChoosableItem,
  type ItemChoices,
} from '@/lib/item-choices';
import { QuantityStepper } from './quantity-stepper';

type Priced = { id: string; name: string; price: string | number };

type Props = {
  item: ChoosableItem;
  category: ChoosableCategory;
  drinks: readonly Priced[];
  choices: ItemChoices;
  onChange: (choices: ItemChoices) => void;
  /** "kind:id" of what the kitchen marked sold out: shown, but not choosable. */
  soldOut?: ReadonlySet<string>;
};

const SOLD_OUT = 'Sold out today';

const plus = (price: string | number) => {
  const cents = toCents(price);
  return cents > 0 ? `+${formatMoney(cents)}` : 'Free';
};

function Option(props: { label: string; price?: string | number; soldOut?: boolean }) {
  const { label, price, soldOut } = props;
  return (
    <HStack justify="space-between" w="full" gap="4" color={soldOut ? 'fg.muted' : undefined}>
      <Text>{label}</Text>
      {soldOut ? (
        <Text fontSize="sm">{SOLD_OUT}</Text>
      ) : (
        price !== undefined && (
          <Text color="fg.muted" fontSize="sm">
            {plus(price)}
          </Text>
        )
      )}
    </HStack>
  );
}

/** The item dialog's choices: ingredients out, extras in, sides, drink. */
export function ItemOptions(props: Props) {
  const { item, category, drinks, choices, onChange, soldOut = new Set<string>() } = props;
  const removable = removableIngredients(item);
  const addable = addableIngredients(item);
  const required = requiredSidesOf(item, category);
  const sidesFull = required > 0 && choices.sides.length >= required;

  return (
    <Stack gap="6">
      {removable.length > 0 && (
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">Ingredients</Fieldset.Legend>
          <Fieldset.HelperText>Untick anything you would like left out.</Fieldset.HelperText>
          <Stack gap="2" mt="2">
            {removable.map((ingredient) => (
              <Checkbox.Root
                key={ingredient.id}
                checked={!choices.removed.includes(ingredient.id)}
                onCheckedChange={(e) =>
                  onChange({
                    ...choices,
                    removed: e.checked
                      ? choices.removed.filter((id) => id !== ingredient.id)
                      : [...choices.removed, ingredient.id],
                  })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{ingredient.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </Fieldset.Root>
      )}

      {addable.length > 0 && (
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">Extras</Fieldset.Legend>
          <Stack gap="3" mt="2">
            {addable.map((ingredient) => {
              const out = soldOut.has(`ingredient:${ingredient.id}`);
              return (
                <HStack key={ingredient.id} justify="space-between" gap="4">
                  <Option label={ingredient.name} price={ingredient.price} soldOut={out} />
                  <QuantityStepper
                    label={`extra ${ingredient.name}`}
                    size="xs"
                    value={choices.added[ingredient.id] ?? 0}
                    min={0}
                    max={out ? 0 : ingredient.maxQuantity}
                    onChange={(quantity) =>
                      onChange({
                        ...choices,
                        added: { ...choices.added, [ingredient.id]: quantity },
                      })
                    }
                  />
                </HStack>
              );
            })}
          </Stack>
        </Fieldset.Root>
      )}

      {item.sides.length > 0 && (
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">
            {required > 0 ? `Choose ${required} ${required === 1 ? 'side' : 'sides'}` : 'Sides'}
          </Fieldset.Legend>
          <Fieldset.HelperText>
            {required > 0 ? `Required · ${choices.sides.length} of ${required} chosen` : 'Optional'}
          </Fieldset.HelperText>
          <Stack gap="2" mt="2">
            {item.sides.map((side) => {
              const checked = choices.sides.includes(side.id);
              const out = soldOut.has(`side:${side.id}`);
              return (
                <Checkbox.Root
                  key={side.id}
                  checked={checked}
                  disabled={(!checked && sidesFull) || out}
                  onCheckedChange={() => onChange(toggleSide(required, choices, side.id))}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label flex="1">
                    <Option label={side.name} price={side.price} soldOut={out} />
                  </Checkbox.Label>
                </Checkbox.Root>
              );
            })}
          </Stack>
        </Fieldset.Root>
      )}

      {category.includesDrink && drinks.length > 0 && (
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">Drink</Fieldset.Legend>
          <RadioGroup.Root
            mt="2"
            value={choices.drinkId ?? 'none'}
            onValueChange={(e) =>
              onChange({ ...choices, drinkId: e.value && e.value !== 'none' ? e.value : null })
            }
          >
            <Stack gap="2">
              {[{ id: 'none', name: 'No drink', price: undefined }, ...drinks].map((drink) => (
                <RadioGroup.Item
                  key={drink.id}
                  value={drink.id}
                  disabled={soldOut.has(`drink:${drink.id}`)}
                >
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText flex="1">
                    <Option
                      label={drink.name}
                      price={drink.price}
                      soldOut={soldOut.has(`drink:${drink.id}`)}
                    />
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        </Fieldset.Root>
      )}
    </Stack>
  );
}
