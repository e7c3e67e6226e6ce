import { formatPrice, formatTaxPercent } from '@pickup/domain/catalog/money';
import {
  Badge,
  Button,
  Card,
  DataList,
  Heading,
  HStack,
  Image,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useRestaurant } from '@/lib/management/api/get-restaurant';
import { ActiveBadge } from '@/components/management/active-badge';
import { LoadedPage } from '@/components/management/loaded-page';
import { PageHeader } from '@/components/management/page-header';
import { fullName } from '@/lib/management/format';
import type { MenuTree, RestaurantDetail } from '@/types/management';

const TITLE = 'Restaurant Details';

type Props = {
  /** Under the details; the app passes the what-if card. */
  whatIf: (restaurantId: string) => ReactNode;
};

export function AdminRestaurantRoute({ whatIf }: Props) {
  const { id } = useParams();
  if (!id) return <Navigate to={paths.admin.getHref()} replace />;
  return <AdminRestaurant id={id} whatIf={whatIf} />;
}

function AdminRestaurant({ id, whatIf }: Props & { id: string }) {
  const navigate = useNavigate();
  const restaurant = useRestaurant(id);
  const back = { href: paths.admin.getHref(), label: 'Back to Admin' };

  return (
    <LoadedPage
      query={restaurant}
      maxW="6xl"
      header={<PageHeader title={TITLE} back={back} />}
      loading="Loading restaurant"
      failed={
        <ErrorState
          title="Failed to load restaurant details"
          action={<Button onClick={() => void navigate(back.href)}>Back</Button>}
        />
      }
    >
      {(r) => (
        <>
          <PageHeader
            title={TITLE}
            subtitle={r.name}
            back={back}
            actions={
              <>
                <Button asChild variant="outline">
                  <Link to={paths.restaurantEdit.getHref(id)}>Edit Restaurant</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={paths.restaurantIngredients.getHref(id)}>Ingredients</Link>
                </Button>
                <Button asChild>
                  <Link to={paths.menusEdit.getHref(id)}>Manage Menus</Link>
                </Button>
              </>
            }
          />
          <Stack gap="6">
            <Details restaurant={r} />
            {whatIf(id)}
            <Heading as="h2" size="lg">
              Menus
            </Heading>
            {r.menus.length === 0 ? (
              <EmptyState title="No menus created yet" />
            ) : (
              r.menus.map((menu) => <MenuSummary key={menu.id} restaurantId={id} menu={menu} />)
            )}
          </Stack>
        </>
      )}
    </LoadedPage>
  );
}

function Details({ restaurant: r }: { restaurant: RestaurantDetail }) {
  const rows: [string, string][] = [
    ['Cuisine', r.cuisine],
    ['Address', r.address],
    ['Phone', r.phone || '—'],
    ['Tax rate', formatTaxPercent(r.taxRate)],
    ['Pickup time', `${r.estimatedPickupTime} min`],
    ['Rating', Number(r.rating).toFixed(1)],
    ['Time zone', r.timezone],
    ['Owner', r.owner ? `${fullName(r.owner)} (${r.owner.email})` : 'No owner'],
  ];
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {r.imageUrl && (
            <Image src={r.imageUrl} alt={r.name} borderRadius="md" maxH="48" objectFit="cover" />
          )}
          <Stack gap="3" gridColumn={{ md: r.imageUrl ? 'span 2' : 'span 3' }}>
            <HStack>
              <Heading as="h2" size="lg">
                {r.name}
              </Heading>
              <ActiveBadge active={r.isActive} />
            </HStack>
            {r.description && <Text color="fg.muted">{r.description}</Text>}
            <DataList.Root orientation="horizontal" size="sm">
              {rows.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Stack>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function MenuSummary({ restaurantId, menu }: { restaurantId: string; menu: MenuTree }) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <HStack>
            <Heading as="h3" size="md">
              {menu.name}
            </Heading>
            <ActiveBadge active={menu.isActive} />
          </HStack>
          <HStack gap="2" wrap="wrap">
            <Button asChild size="sm" variant="outline">
              <Link to={paths.categories.getHref(restaurantId, menu.id)}>Categories</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={paths.menuItems.getHref(restaurantId, menu.id)}>Items</Link>
            </Button>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        {menu.categories.length === 0 ? (
          <Text color="fg.muted">No categories yet</Text>
        ) : (
          <Stack gap="4">
            {menu.categories.map((category) => (
              <Stack key={category.id} gap="1">
                <Text fontWeight="semibold">
                  {category.name} <Badge variant="outline">{category.menuItems.length} items</Badge>
                </Text>
                {category.menuItems.map((item) => (
                  <HStack key={item.id} justify="space-between" ps="3" textStyle="sm">
                    <Text>{item.name}</Text>
                    <Text color="fg.muted">{formatPrice(item.price)}</Text>
                  </HStack>
                ))}
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
