import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useBackOn } from '@/lib/management/api/sold-out';

type Props = {
  item: { id: string; name: string };
  /** When it returns by itself (the next opening); null: only when turned back on. */
  until: string | null;
};

/** A sold-out ("86") item where owners manage menus: what it is, and "Back on". */
export function SoldOutStatus({ item, until }: Props) {
  const backOn = useBackOn();
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette="orange" variant="solid">
        Sold out
      </Badge>
      <Text textStyle="xs" color="fg.muted">
        {until ? 'Until the next opening' : 'Until turned back on'}
      </Text>
      <Button
        size="xs"
        variant="outline"
        colorPalette="green"
        ms="auto"
        aria-label={`Turn ${item.name} back on`}
        loading={backOn.isPending}
        onClick={() => backOn.mutate({ menuItemId: item.id, name: item.name })}
      >
        Back on
      </Button>
    </HStack>
  );
}
