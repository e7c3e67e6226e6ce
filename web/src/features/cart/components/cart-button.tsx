import { Badge, Button } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';

/** The floating cart button, shown while the cart holds something (spec §2). */
export function CartButton({ count, onClick }: { count: number; onClick: () => void }) {
  if (count === 0) return null;
  return (
    <Button
      position="fixed"
      bottom={{ base: '4', md: '8' }}
      right={{ base: '4', md: '8' }}
      zIndex="sticky"
      size="lg"
      rounded="full"
      shadow="lg"
      onClick={onClick}
      aria-label={`Open cart, ${count} ${count === 1 ? 'item' : 'items'}`}
    >
      <ShoppingCart aria-hidden="true" />
      Cart
      <Badge variant="solid" bg="white" color="brand.700" rounded="full" aria-hidden="true">
        {count}
      </Badge>
    </Button>
  );
}
