import { formatPrice } from '@pickup/domain/catalog/money';
import { Box, Button, Card, HStack, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { ImageOff, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ActiveBadge } from '@/components/management/active-badge';
import { ConfirmDialog } from '@/components/management/confirm-dialog';
import { SoldOutStatus } from '@/components/management/sold-out-status';
import { StockStatus } from '@/components/management/stock-status';
import { useStockCounts } from '@/lib/management/api/stock';
import type { MenuItem } from '@/types/management';
import { useDeleteItem } from '../api/items';
import { useDeleteConfirm } from '../use-delete-confirm';

type Props = {
  restaurantId: string;
  menuId: string;
  items: MenuItem[];
  /** Items sold out now ("86"), with when each returns by itself (soldOutItems). */
  soldOut: ReadonlyMap<string, string | null>;
};

export function ItemList({ restaurantId, menuId, items, soldOut }: Props) {
  const remove = useDeleteItem();
  const deleting = useDeleteConfirm<MenuItem>(
    remove,
    (name) => `This will permanently delete the menu item ${name}.`,
  );
  const stock = useStockCounts(restaurantId);
  const counts = new Map((stock.data ?? []).map((c) => [c.itemId, c]));
  const now = new Date();
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {items.map((item) => (
          <Card.Root key={item.id} variant="outline" overflow="hidden">
            <Box h="32" bg="bg.muted" display="flex" alignItems="center" justifyContent="center">
              {item.imageUrl ? (
                <Image src={item.imageUrl} alt={item.name} objectFit="cover" w="full" h="full" />
              ) : (
                <ImageOff aria-hidden="true" />
              )}
            </Box>
            <Card.Body gap="2">
              <HStack justify="space-between" align="start">
                <Text fontWeight="semibold">{item.name}</Text>
                <Text fontWeight="semibold">{formatPrice(item.price)}</Text>
              </HStack>
              {item.description && (
                <Text textStyle="sm" color="fg.muted" lineClamp={2}>
                  {item.description}
                </Text>
              )}
              {/* A sold-out item is not "Active" to a customer: it says so, with Back on. */}
              {(!soldOut.has(item.id) || !item.isActive) && <ActiveBadge active={item.isActive} />}
              {soldOut.has(item.id) && (
                <SoldOutStatus item={item} until={soldOut.get(item.id) ?? null} />
              )}
              {stock.isSuccess && <StockStatus item={item} count={counts.get(item.id)} now={now} />}
            </Card.Body>
            <Card.Footer gap="2">
              <Button asChild size="sm" variant="outline">
                <Link
                  to={paths.itemEdit.getHref(restaurantId, menuId, item.categoryId, item.id)}
                  aria-label={`Edit ${item.name}`}
                >
                  <Pencil /> Edit
                </Link>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={`Delete ${item.name}`}
                onClick={() => deleting.ask(item)}
              >
                <Trash2 /> Delete
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
      <ConfirmDialog {...deleting.dialog} />
    </>
  );
}
