import { Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { customizationsOf, type StaffOrderItem } from '@/types/management-orders';

/**
 * Every line with every change the customer asked for, in words a cook can read at arm's
 * length: removals, additions, sides and the drink each get their own marked line.
 */
type Props = {
  items: StaffOrderItem[];
  large?: boolean;
  /** The kitchen board's "86" of a line's item, once confirmed. */
  onSoldOut?: (item: StaffOrderItem) => void;
};

/**
 * "86" in two steps, so that a stray tap sells nothing out: the first asks, on a row of its
 * own under the line ("Sold out today" or Keep), so a second tap where 86 was lands on
 * nothing; the toast then offers Undo.
 */
function SoldOutControl({ item, onSoldOut }: { item: StaffOrderItem; onSoldOut: () => void }) {
  const [asking, setAsking] = useState(false);
  const name = item.menuItem.name;
  if (!asking) {
    return (
      <Button
        size="md"
        minH="12"
        minW="12"
        variant="outline"
        fontWeight="bold"
        ms="auto"
        aria-label={`Mark ${name} sold out today`}
        onClick={() => setAsking(true)}
      >
        86
      </Button>
    );
  }
  return (
    <HStack
      flexBasis="full"
      justify="flex-end"
      gap="2"
      role="group"
      aria-label={`Sell out ${name}?`}
    >
      <Button
        size="lg"
        minH="12"
        colorPalette="red"
        onClick={() => {
          setAsking(false);
          onSoldOut();
        }}
      >
        Sold out today
      </Button>
      <Button size="lg" minH="12" variant="outline" onClick={() => setAsking(false)}>
        Keep
      </Button>
    </HStack>
  );
}

export function OrderLines({ items, large, onSoldOut }: Props) {
  const size = large ? 'md' : 'sm';
  return (
    <Stack gap="1" as="ul" listStyleType="none">
      {items.map((item, index) => {
        const c = customizationsOf(item);
        return (
          <Box as="li" key={index}>
            <HStack align="baseline" gap="2" wrap="wrap">
              <Text fontWeight="bold" textStyle="md">
                {item.quantity}×
              </Text>
              {/* Takes what the 86 leaves, so the button stays on the line, not a row below. */}
              <Text fontWeight="bold" textStyle="md" flex="1" minW="0">
                {item.menuItem.name}
              </Text>
              {onSoldOut && item.menuItemId && (
                <SoldOutControl item={item} onSoldOut={() => onSoldOut(item)} />
              )}
            </HStack>
            <List.Root ps="6" gap="0.5" textStyle={size} listStyleType="none">
              {c.optionalIngredients.map((i) => (
                <List.Item key={`no-${i.name}`} color="red.fg" fontWeight="semibold">
                  NO {i.name}
                </List.Item>
              ))}
              {c.possibleIngredients.map((i) => (
                <List.Item key={`add-${i.name}`} color="green.fg" fontWeight="semibold">
                  ADD {i.name}
                  {(i.quantity ?? 1) > 1 ? ` ×${i.quantity}` : ''}
                </List.Item>
              ))}
              {c.sides.map((s) => (
                <List.Item key={`side-${s.name}`}>Side: {s.name}</List.Item>
              ))}
              {c.addons.map((a) => (
                <List.Item key={`drink-${a.name}`}>Drink: {a.name}</List.Item>
              ))}
            </List.Root>
          </Box>
        );
      })}
    </Stack>
  );
}
