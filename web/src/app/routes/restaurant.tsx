import { Alert, Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { Head } from '@/components/seo/head';
import { ConfirmDialog } from '@/components/management/confirm-dialog';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { CartButton } from '@/features/cart/components/cart-button';
import { CartDrawer } from '@/features/cart/components/cart-drawer';
import { ItemDialog } from '@/features/cart/components/item-dialog';
import { useCart, type NewLine } from '@/features/cart/use-cart';
import { useCheckout } from '@/features/ordering/components/use-checkout';
import { useUser } from '@/lib/auth';
import type { RestaurantServiceEvent } from '@pickup/projections/catalog/restaurants/service-channel';
import { useLiveUpdates } from '@/lib/socket';
import {
  getRestaurantQueryOptions,
  useRestaurant,
} from '@/features/restaurants/api/get-restaurant';
import { MenuSection } from '@/features/restaurants/components/menu-section';
import { openStatusText } from '@/features/restaurants/components/open-badge';
import { SpecialDaysNotice } from '@/features/restaurants/components/special-days-notice';
import { RestaurantHeader } from '@/features/restaurants/components/restaurant-header';
import { RestaurantSkeleton } from '@/features/restaurants/components/restaurant-skeleton';
import {
  DEFAULT_TAX_RATE,
  soldOutKeys,
  type Category,
  type Menu,
  type MenuItem,
} from '@/features/restaurants/types';

/** The server's event name, checked against its declaration. */
const RESTAURANT_SERVICE: RestaurantServiceEvent = 'restaurant:service';

type Chosen = { item: MenuItem; category: Category; menu: Menu };

/**
 * Features do not import each other: the app puts the cart and the checkout on the
 * restaurant's menu.
 */
export default function RestaurantRoute() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const restaurant = useRestaurant(id);
  const user = useUser();
  const [cartOpen, setCartOpen] = useState(false);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  // An item waiting for a yes to replacing the cart kept from another restaurant.
  const [replacing, setReplacing] = useState<NewLine | null>(null);

  const cart = useCart(id, {
    welcomeBack: params.get('expand') === 'cart',
    onRestored: (restored) => {
      if (restored && params.get('expand') === 'cart') setCartOpen(true);
      if (params.has('expand')) {
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('expand');
            return next;
          },
          { replace: true },
        );
      }
    },
  });

  // A pause or resume shows without a reload, on the page and in checkout (signed in: the
  // live connection needs an account; a visitor cannot check out anyway).
  const refreshRestaurant = () =>
    void queryClient.invalidateQueries({ queryKey: getRestaurantQueryOptions(id).queryKey });
  useLiveUpdates(user.data && id ? { restaurantService: id } : null, {
    onCatchUp: refreshRestaurant,
    on: { [RESTAURANT_SERVICE]: refreshRestaurant },
  });

  const keptFrom = useQuery({
    ...getRestaurantQueryOptions(cart.elsewhere ?? ''),
    enabled: cart.elsewhere !== null,
  });
  const addToCart = (item: NewLine) => {
    const replacing = cart.elsewhere !== null;
    cart.add(item);
    // One toast at a time: replacing a cart says "Cart cleared" (decision 31), the open cart
    // shows what was added.
    if (!replacing) notify.success({ title: 'Added to cart', description: item.name });
    setCartOpen(true);
  };

  const data = restaurant.data;
  // A pause ends by itself, with no event to push: read the restaurant again when it does.
  const pausedUntil = data?.ordering?.pausedUntil;
  useEffect(() => {
    if (!pausedUntil) return;
    const wait = Date.parse(pausedUntil) - Date.now() + 1000;
    const timer = setTimeout(
      () =>
        void queryClient.invalidateQueries({ queryKey: getRestaurantQueryOptions(id).queryKey }),
      Math.max(wait, 0),
    );
    return () => clearTimeout(timer);
  }, [pausedUntil, queryClient, id]);
  const taxRate = data?.taxRate ?? DEFAULT_TAX_RATE;
  const checkout = useCheckout({
    restaurantId: id,
    restaurantName: data?.name ?? '',
    taxRate,
    items: cart.items,
    menuIds: (data?.menus ?? [])
      .filter((m) =>
        m.categories.some((c) =>
          c.menuItems.some((i) => cart.items.some((line) => line.menuItemId === i.id)),
        ),
      )
      .map((m) => m.id),
    cart: cart.context,
    clearCart: cart.clear,
    onPricesChanged: () => {
      void queryClient.invalidateQueries({ queryKey: getRestaurantQueryOptions(id).queryKey });
      setCartOpen(true);
    },
    // A refusal may be a pause that began after the page loaded: show it.
    onRefused: refreshRestaurant,
    pausedMessage: data?.ordering?.message ?? null,
  });

  if (restaurant.isPending) return <RestaurantSkeleton />;
  if (restaurant.isError) {
    return (
      <Container maxW="3xl" py="16">
        <ErrorState
          title="Couldn't load this restaurant"
          description="Please check your connection and try again."
          action={<Button onClick={() => restaurant.refetch()}>Try again</Button>}
        />
      </Container>
    );
  }
  if (!data) {
    return (
      <Container maxW="3xl" py="16">
        <Head title="Restaurant not found" />
        <Stack align="center" textAlign="center" gap="4">
          <Box color="brand.fg" aria-hidden="true">
            <Store size={40} />
          </Box>
          <Heading as="h1" size="2xl">
            Restaurant not found
          </Heading>
          <Text color="fg.muted">It may have closed or moved. Have a look at the others.</Text>
          <Button asChild variant="outline">
            <RouterLink to={paths.restaurants.getHref()}>Browse Restaurants</RouterLink>
          </Button>
        </Stack>
      </Container>
    );
  }

  const menus = data.menus.filter((m) => m.categories.some((c) => c.menuItems.length > 0));
  const closed = data.openStatus && !data.openStatus.open;

  return (
    <>
      <Head title={data.name} description={data.description ?? undefined} />
      <RestaurantHeader restaurant={data} signedIn={Boolean(user.data)} />
      <Container maxW="7xl" py={{ base: '6', md: '10' }} pb="28">
        <Stack gap="10">
          {data.ordering?.message && (
            <Alert.Root status="warning" role="status">
              <Alert.Indicator />
              <Alert.Title>{data.ordering.message}</Alert.Title>
            </Alert.Root>
          )}
          <SpecialDaysNotice days={data.specialDays} />
          {closed && data.openStatus && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>
                {openStatusText(data.openStatus)}. Schedule for later: add what you like and choose
                a pickup time at checkout.
              </Alert.Title>
            </Alert.Root>
          )}
          {menus.length === 0 ? (
            <EmptyState
              title="No menu yet"
              description="This restaurant has not published a menu."
            />
          ) : (
            menus.map((menu) => (
              <MenuSection
                key={menu.id}
                menu={menu}
                onChoose={(item, category) => setChosen({ item, category, menu })}
              />
            ))
          )}
        </Stack>
      </Container>

      {chosen && (
        <ItemDialog
          key={chosen.item.id}
          item={chosen.item}
          category={chosen.category}
          drinks={chosen.category.includesDrink ? chosen.menu.drinks : []}
          soldOut={soldOutKeys(chosen.menu)}
          onClose={() => setChosen(null)}
          onAdd={(item) => {
            setChosen(null);
            if (cart.elsewhere) setReplacing(item);
            else addToCart(item);
          }}
        />
      )}
      <ConfirmDialog
        open={replacing !== null}
        title="Start a new cart?"
        description={`Your cart from ${keptFrom.data?.name ?? 'another restaurant'} will be cleared.`}
        confirmLabel="Start a new cart"
        onClose={() => setReplacing(null)}
        onConfirm={() => {
          if (replacing) addToCart(replacing);
          setReplacing(null);
        }}
      />
      <CartButton
        count={cart.count}
        onClick={() => {
          // A "Cart restored" toast would sit over the cart's header; the cart says it all.
          notify.dismiss();
          setCartOpen(true);
        }}
      />
      <CartDrawer
        open={cartOpen}
        onOpenChange={setCartOpen}
        cart={cart}
        restaurantName={data.name}
        taxRate={taxRate}
        soldOut={new Set(data.menus.flatMap((m) => [...soldOutKeys(m)]))}
        onCheckout={() => {
          setCartOpen(false);
          checkout.begin();
        }}
      />
      {checkout.dialogs}
    </>
  );
}
