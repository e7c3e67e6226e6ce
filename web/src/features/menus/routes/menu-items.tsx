import { Button, Container, Heading, HStack, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { PageHeader } from '@/components/management/page-header';
import { useMenuItems } from '../api/items';
import { ItemList } from '../components/item-list';
import { useMenuLocation } from '../use-menu-location';
import { soldOutItems } from '@/lib/management/api/sold-out';

/** All items of a menu, grouped by category (each group adds to its own category). */
export default function MenuItemsRoute() {
  const { restaurantId, menuId, menu } = useMenuLocation();
  const items = useMenuItems(menuId);
  const categories = menu?.categories ?? [];
  const soldOut = soldOutItems(menu);
  return (
    <Container maxW="6xl" py="8">
      <PageHeader
        title="Menu Items"
        subtitle={menu?.name}
        back={{ href: paths.menu.getHref(restaurantId, menuId), label: 'Back to Menu' }}
      />
      {items.isPending && <PageSpinner label="Loading menu items" />}
      {items.isError && <ErrorState title="Menu not found" />}
      {items.data?.length === 0 && <EmptyState title="No menu items created yet" />}
      <Stack gap="8">
        {items.data &&
          categories.map((category) => (
            <Stack key={category.id} gap="3">
              <HStack justify="space-between">
                <Heading as="h2" size="md">
                  {category.name}
                </Heading>
                <Button asChild size="sm" variant="outline">
                  <Link to={paths.itemCreate.getHref(restaurantId, menuId, category.id)}>
                    <Plus /> Add Item
                  </Link>
                </Button>
              </HStack>
              <ItemList
                restaurantId={restaurantId}
                menuId={menuId}
                items={items.data.filter((i) => i.categoryId === category.id)}
                soldOut={soldOut}
              />
            </Stack>
          ))}
      </Stack>
    </Container>
  );
}
