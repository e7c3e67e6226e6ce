import { formatPrice } from '@pickup/domain/catalog/money';
import {
  Badge,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { ActiveBadge } from '@/components/management/active-badge';
import { PageHeader } from '@/components/management/page-header';
import { useMenuLocation } from '../use-menu-location';
import { SoldOutStatus } from '@/components/management/sold-out-status';
import { soldOutItems } from '@/lib/management/api/sold-out';

/** Read-only view of one menu: its categories and their items. */
export default function MenuRoute() {
  const { restaurantId, menuId, restaurant, menu } = useMenuLocation();
  const soldOut = soldOutItems(menu);
  const back = { href: paths.menusEdit.getHref(restaurantId), label: 'Back to Menus' };

  if (restaurant.isPending) {
    return (
      <Container maxW="6xl" py="8">
        <PageHeader title="Menu" back={back} />
        <PageSpinner label="Loading menu" />
      </Container>
    );
  }
  if (restaurant.isError || !menu) {
    return (
      <Container maxW="6xl" py="8">
        <PageHeader title="Menu" back={back} />
        <ErrorState title={restaurant.isError ? 'Restaurant not found' : 'Menu not found'} />
      </Container>
    );
  }

  return (
    <Container maxW="6xl" py="8">
      <PageHeader
        title={menu.name}
        subtitle={restaurant.data.name}
        back={back}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={paths.categories.getHref(restaurantId, menuId)}>Manage Categories</Link>
            </Button>
            <Button asChild>
              <Link to={paths.menuItems.getHref(restaurantId, menuId)}>All Items</Link>
            </Button>
          </>
        }
      />
      {menu.categories.length === 0 && <EmptyState title="No categories yet" />}
      <Stack gap="6">
        {menu.categories.map((category) => (
          <Card.Root key={category.id} variant="outline">
            <Card.Header>
              <HStack gap="3">
                <Heading as="h2" size="md">
                  {category.name}
                </Heading>
                <Badge variant="outline">
                  {category.menuItems.length} {category.menuItems.length === 1 ? 'item' : 'items'}
                </Badge>
                <ActiveBadge active={category.isActive} />
              </HStack>
              {category.description && <Text color="fg.muted">{category.description}</Text>}
            </Card.Header>
            <Card.Body>
              {category.menuItems.length === 0 ? (
                <Text color="fg.muted">No menu items created yet</Text>
              ) : (
                <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3">
                  {category.menuItems.map((item) => (
                    <Card.Root key={item.id} size="sm" variant="subtle">
                      <Card.Body gap="1">
                        <HStack justify="space-between">
                          <Text fontWeight="semibold">{item.name}</Text>
                          <Text>{formatPrice(item.price)}</Text>
                        </HStack>
                        {item.description && (
                          <Text textStyle="sm" color="fg.muted" lineClamp={2}>
                            {item.description}
                          </Text>
                        )}
                        {!item.isActive && <ActiveBadge active={false} />}
                        {soldOut.has(item.id) && (
                          <SoldOutStatus item={item} until={soldOut.get(item.id) ?? null} />
                        )}
                      </Card.Body>
                    </Card.Root>
                  ))}
                </SimpleGrid>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Container>
  );
}
