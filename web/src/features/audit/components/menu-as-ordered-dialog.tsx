import { formatMoney } from '@pickup/domain/catalog/money';
import { Badge, Box, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '@/components/ui/app-dialog';
import { ErrorState } from '@/components/ui/states';
import { useMenuAsOrdered } from '../api/get-menu-as-ordered';
import { dateTime } from '../format';
import type { ItemAsOrdered } from '../types';

type Props = { orderId: string; open: boolean; onClose: () => void };

/** Issue 8 item 2: prices and options of each ordered item as the menu had them then. */
export function MenuAsOrderedDialog({ orderId, open, onClose }: Props) {
  const menu = useMenuAsOrdered(orderId, { enabled: open });
  return (
    <AppDialog open={open} onClose={onClose} title="Menu as it was when ordered">
      {menu.isPending && (
        <Stack gap="3" role="status" aria-label="Loading the menu as ordered">
          <Skeleton height="5" />
          <Skeleton height="16" />
        </Stack>
      )}
      {menu.isError && (
        <ErrorState title="Failed to load the menu as ordered" description={menu.error.message} />
      )}
      {menu.data && (
        <Stack gap="4">
          <Text color="fg.muted" textStyle="sm">
            As of {dateTime(menu.data.placedAt)}
            {menu.data.menus.length > 0 &&
              ` · ${menu.data.menus.map((m) => m.menu?.name ?? 'Menu not found').join(', ')}`}
          </Text>
          {menu.data.items.map((item, i) => (
            <OrderedItem key={`${item.menuItemId}-${i}`} ordered={item} />
          ))}
        </Stack>
      )}
    </AppDialog>
  );
}

function OrderedItem({ ordered }: { ordered: ItemAsOrdered }) {
  const { line, item } = ordered;
  const chosen = line.customizations;
  return (
    <Box borderWidth="1px" rounded="md" p="3">
      <HStack justify="space-between" align="start" gap="3">
        <Stack gap="0">
          <Text fontWeight="semibold">
            {line.quantity} × {line.name}
          </Text>
          {item?.category && (
            <Text textStyle="xs" color="fg.muted">
              {item.category.name}
            </Text>
          )}
        </Stack>
        <Text fontWeight="semibold">{formatMoney(line.unitPriceCents)} each</Text>
      </HStack>
      {!item ? (
        <Text textStyle="sm" color="fg.muted" mt="2">
          This item was not on the menu at that time.
        </Text>
      ) : (
        <Stack gap="2" mt="2" textStyle="sm">
          <Text>
            Menu price then: <strong>{formatMoney(item.priceCents)}</strong>
            {!item.isActive && (
              <Badge ms="2" size="sm">
                Inactive
              </Badge>
            )}
          </Text>
          <Options
            title="Included ingredients"
            options={item.ingredients.filter((i) => i.type === 'optional')}
            chosen={new Set(chosen.optionalIngredients.map((o) => o.id))}
            chosenLabel="removed"
          />
          <Options
            title="Extras"
            options={item.ingredients.filter((i) => i.type !== 'optional')}
            chosen={new Set(chosen.possibleIngredients.map((o) => o.id))}
            chosenLabel="added"
          />
          <Options
            title="Sides"
            options={item.sides}
            chosen={new Set(chosen.sides.map((o) => o.id))}
            chosenLabel="chosen"
          />
          <Options
            title="Drinks"
            options={item.drinks}
            chosen={new Set(chosen.addons.map((o) => o.id))}
            chosenLabel="chosen"
          />
        </Stack>
      )}
    </Box>
  );
}

/** An ingredient, side or drink as the menu offered it then. */
type Option = NonNullable<ItemAsOrdered['item']>['sides'][number];

function Options(props: {
  title: string;
  options: Option[];
  chosen: Set<string>;
  chosenLabel: string;
}) {
  const { title, options, chosen, chosenLabel } = props;
  if (options.length === 0) return null;
  return (
    <Box>
      <Text fontWeight="medium">{title}</Text>
      <Box as="ul" ps="4" listStyleType="disc">
        {options.map((o) => (
          <li key={o.id}>
            {o.name}
            {o.priceCents > 0 && ` (+${formatMoney(o.priceCents)})`}
            {!o.isActive && ' — unavailable'}
            {chosen.has(o.id) && (
              <Badge ms="2" size="sm" colorPalette="blue">
                {chosenLabel}
              </Badge>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
