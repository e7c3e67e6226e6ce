import { Button, Container } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { PageHeader } from '@/components/management/page-header';
import { useCategoryItems } from '../api/items';
import { ItemList } from '../components/item-list';
import { useMenuLocation } from '../use-menu-location';
import { soldOutItems } from '@/lib/management/api/sold-out';

export default function CategoryItemsRoute() {
  const { restaurantId, menuId, categoryId, category, menu } = useMenuLocation();
  const items = useCategoryItems(categoryId);
  return (
    <Container maxW="6xl" py="8">
      <PageHeader
        title="Menu Items"
        subtitle={category?.name}
        back={{ href: paths.categories.getHref(restaurantId, menuId), label: 'Back to Categories' }}
        actions={
          <Button asChild>
            <Link to={paths.itemCreate.getHref(restaurantId, menuId, categoryId)}>
              <Plus /> Add Item
            </Link>
          </Button>
        }
      />
      {items.isPending && <PageSpinner label="Loading menu items" />}
      {items.isError && <ErrorState title="Failed to load menu items" />}
      {items.data?.length === 0 && <EmptyState title="No menu items created yet" />}
      {items.data && (
        <ItemList
          restaurantId={restaurantId}
          menuId={menuId}
          items={items.data}
          soldOut={soldOutItems(menu)}
        />
      )}
    </Container>
  );
}
