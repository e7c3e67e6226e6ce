import { Button, Container, Stack, Tabs, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useRestaurants } from '@/lib/management/api/get-restaurants';
import { SelectField } from '@/components/management/fields';
import { PageHeader } from '@/components/management/page-header';
import { OwnerStatCards } from '../components/stat-cards';
import { RestaurantSettings } from '../components/restaurant-settings';
import { ServiceControls } from '../components/service-controls';
import { SlotCapacityCard } from '../components/slot-capacity-card';
import { SpecialDaysCard } from '../components/special-days-card';
import { HandoffWaitCard } from '../components/handoff-wait-card';
import { PromiseAccuracyCard } from '../components/promise-accuracy-card';
import { TurnedAwayCard } from '../components/turned-away-card';
import { DisplayLinksCard } from '../components/display-links-card';
import { TonightCard } from '../components/tonight-card';
import { ownedRestaurants } from '../selected-restaurant';

const TITLE = 'Restaurant Owner Dashboard';

type Props = {
  /** The Live Orders tab; the app passes the kitchen board. */
  liveOrders: (restaurantId: string) => ReactNode;
  /** Under the promise accuracy; the app passes the what-if card. */
  whatIf: (restaurantId: string) => ReactNode;
};

export function OwnerDashboard({ liveOrders, whatIf }: Props) {
  const user = useUser().data;
  const restaurants = useRestaurants();
  const [search, setSearch] = useSearchParams();

  if (restaurants.isPending) {
    return (
      <Container maxW="7xl" py="8">
        <PageHeader title={TITLE} />
        <PageSpinner label="Loading your restaurants" />
      </Container>
    );
  }
  if (restaurants.isError) {
    return (
      <Container maxW="7xl" py="8">
        <PageHeader title={TITLE} />
        <ErrorState title="Failed to load your restaurants" />
      </Container>
    );
  }

  const { mine, selected } = ownedRestaurants(restaurants.data, user?.id, search.get('restaurant'));
  if (!selected) {
    return (
      <Container maxW="7xl" py="8">
        <PageHeader title={TITLE} />
        <EmptyState
          title="No restaurants yet"
          description="Contact an administrator to get restaurants assigned to your account."
        />
      </Container>
    );
  }

  const select = (id: string) => setSearch({ restaurant: id }, { replace: true });
  const tabs = [
    {
      value: 'orders',
      label: 'Live Orders',
      content: (
        <Stack gap="3">
          <ServiceControls restaurant={selected} />
          {liveOrders(selected.id)}
        </Stack>
      ),
    },
    {
      value: 'tonight',
      label: 'Tonight',
      content: <TonightCard key={selected.id} restaurantId={selected.id} />,
    },
    {
      value: 'menu',
      label: 'Menu Management',
      content: (
        <Stack gap="3" align="start">
          <Text>Menus, drinks, categories, items, ingredients and sides of {selected.name}.</Text>
          <Button asChild>
            <Link to={paths.menusEdit.getHref(selected.id)}>Manage Menus</Link>
          </Button>
        </Stack>
      ),
    },
    {
      value: 'promises',
      label: 'Promises',
      content: (
        <Stack gap="6">
          <PromiseAccuracyCard key={selected.id} restaurantId={selected.id} />
          <HandoffWaitCard key={`handoff-${selected.id}`} restaurantId={selected.id} />
          {whatIf(selected.id)}
        </Stack>
      ),
    },
    {
      value: 'turned-away',
      label: 'Turned Away',
      content: <TurnedAwayCard key={selected.id} restaurantId={selected.id} />,
    },
    {
      value: 'settings',
      label: 'Restaurant Settings',
      content: (
        <Stack gap="6">
          <RestaurantSettings restaurant={selected} />
          <SpecialDaysCard key={`special-${selected.id}`} restaurant={selected} />
          <SlotCapacityCard key={selected.id} restaurantId={selected.id} />
          <DisplayLinksCard key={`display-${selected.id}`} restaurantId={selected.id} />
        </Stack>
      ),
    },
  ];

  // Issue 28: the restaurant picker sits beside the title and the cards are one short row,
  // so on a 1024×768 tablet the Live Orders board starts on the first screen.
  return (
    <Container maxW="7xl" py={{ base: '4', md: '6' }}>
      <PageHeader
        title={TITLE}
        subtitle={mine.length === 1 ? selected.name : undefined}
        actions={
          mine.length > 1 && (
            <Stack w={{ base: 'full', md: 'xs' }}>
              <SelectField
                label="Restaurant"
                value={selected.id}
                onValueChange={select}
                options={mine.map((r) => ({ value: r.id, label: r.name }))}
              />
            </Stack>
          )
        }
      />
      <Stack gap="4" mt="-2">
        <OwnerStatCards restaurant={selected} />
        <Tabs.Root defaultValue="orders" variant="line" lazyMount>
          <Tabs.List overflowX="auto">
            {tabs.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value} flexShrink="0">
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* The board sits closer under the tabs: more of it on the tablet's first screen. */}
          {tabs.map((t) => (
            <Tabs.Content key={t.value} value={t.value} pt={t.value === 'orders' ? '3' : undefined}>
              {t.content}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
