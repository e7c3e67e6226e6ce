import { Alert, Button, CloseButton, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import { cartTotals } from '@pickup/domain/ordering/cart';
import { ShoppingBag } from 'lucide-react';
import { EmptyState } from '@/components/ui/states';
import type { Cart } from '../use-cart';
import { soldOutInLine } from '../sold-out-lines';
import { CartLine } from './cart-line';
import { CartTotals } from '@/components/cart-totals';
import { dismissedByUserOnly } from '@/components/ui/dismissal';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cart: Cart;
  restaurantName: string;
  taxRate: string;
  onCheckout: () => void;
  /** What the restaurant's menus have sold out today, as `kind:id` keys. */
  soldOut?: ReadonlySet<string>;
};

/** Spec §2 cart sidebar. */
export function CartDrawer({
  open,
  onOpenChange,
  cart,
  restaurantName,
  taxRate,
  onCheckout,
  soldOut = new Set<string>(),
}: Props) {
  const totals = cartTotals(cart.items, taxRate);
  // A saved cart may hold what sold out since: the server would refuse the order (409).
  const outOf = new Map(cart.items.map((item) => [item.id, soldOutInLine(item, soldOut)]));
  const blocked = [...outOf.values()].some((names) => names.length > 0);
  return (
    <Drawer.Root
      {...dismissedByUserOnly}
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size={{ base: 'full', sm: 'sm' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Stack gap="0">
                <Drawer.Title>Your Cart</Drawer.Title>
                <Text fontSize="sm" color="fg.muted">
                  {restaurantName}
                </Text>
              </Stack>
            </Drawer.Header>
            <Drawer.Body>
              {cart.welcome && cart.items.length > 0 && (
                <Alert.Root status="success" role="status" mb="2">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{cart.welcome.title}</Alert.Title>
                    <Alert.Description>{cart.welcome.description}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}
              {cart.items.length === 0 ? (
                <EmptyState
                  icon={<ShoppingBag />}
                  title="Your cart is empty"
                  description="Add something from the menu to get started."
                />
              ) : (
                <Stack as="ul" listStyleType="none" gap="0" aria-label="Items in your cart">
                  {cart.items.map((item) => (
                    <CartLine
                      key={item.id}
                      item={item}
                      onQuantity={(quantity) => cart.setQuantity(item.id, quantity)}
                      onRemove={() => cart.remove(item.id)}
                      soldOut={outOf.get(item.id)}
                    />
                  ))}
                </Stack>
              )}
            </Drawer.Body>
            {cart.items.length > 0 && (
              <Drawer.Footer flexDirection="column" alignItems="stretch" gap="4">
                <CartTotals totals={totals} taxRate={taxRate} />
                {blocked && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>
                      Something in your cart is sold out today. Remove it to check out.
                    </Alert.Title>
                  </Alert.Root>
                )}
                <Button size="lg" onClick={onCheckout} disabled={blocked}>
                  Checkout
                </Button>
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close cart" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
