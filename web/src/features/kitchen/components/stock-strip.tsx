import { Badge, HStack, Text } from '@chakra-ui/react';
import { unitsLeft, useStockCounts } from '@/lib/management/api/stock';

/**
 * Issue 32: what is left of each counted item, above the tickets. Refetched with every
 * pushed order change (its query is under the staff orders key), so it counts down live.
 */
export function StockStrip({ restaurantId, now }: { restaurantId: string; now: number }) {
  const stock = useStockCounts(restaurantId);
  const counts = stock.data ?? [];
  if (counts.length === 0) return null;
  return (
    <HStack
      as="section"
      aria-label="Left today"
      gap="2"
      wrap="wrap"
      mb="3"
      p="2"
      borderWidth="1px"
      rounded="md"
    >
      <Text textStyle="sm" fontWeight="semibold">
        Left today
      </Text>
      {counts.map((c) => {
        const left = unitsLeft(c, new Date(now));
        return (
          <Badge
            key={c.itemId}
            size="lg"
            colorPalette={left === 0 ? 'red' : left <= 3 ? 'orange' : 'gray'}
            variant={left === 0 ? 'solid' : 'subtle'}
          >
            {c.name}: {left === 0 ? 'sold out' : left}
          </Badge>
        );
      })}
    </HStack>
  );
}
