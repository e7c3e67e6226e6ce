import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { unitsLeft, type StockCount } from '@/lib/management/api/stock';
import { StockDialog } from './stock-dialog';

type Props = {
  item: { id: string; name: string };
  /** The item's count; undefined when it is not counted. */
  count: StockCount | undefined;
  now: Date;
};

/** Where owners manage an item: what is left today, and the button to count or change it. */
export function StockStatus({ item, count, now }: Props) {
  const [editing, setEditing] = useState(false);
  const left = count ? unitsLeft(count, now) : null;
  return (
    <HStack gap="2" wrap="wrap">
      {left === null ? (
        <Text textStyle="xs" color="fg.muted">
          Not counted
        </Text>
      ) : (
        <>
          <Badge colorPalette={left === 0 ? 'red' : 'orange'} variant="subtle">
            {left === 0 ? 'None left today' : `${left} left today`}
          </Badge>
          {count?.stock.par != null && (
            <Text textStyle="xs" color="fg.muted">
              Par {count.stock.par}
            </Text>
          )}
        </>
      )}
      <Button
        size="xs"
        variant="outline"
        ms="auto"
        aria-label={`${left === null ? 'Count stock of' : 'Change the count of'} ${item.name}`}
        onClick={() => setEditing(true)}
      >
        {left === null ? 'Count stock' : 'Change count'}
      </Button>
      {editing && (
        <StockDialog item={item} count={count} left={left} onClose={() => setEditing(false)} />
      )}
    </HStack>
  );
}
