import { Container } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { PageHeader } from '@/components/management/page-header';
import { ingredientChoices, sideChoices } from '../api/category-choices';
import { useCreateItem } from '../api/save-item';
import { ItemForm, emptyItem } from '../components/item-form';
import { LoadingLine } from '../components/loading-line';
import { useMenuLocation } from '../use-menu-location';

export default function ItemCreateRoute() {
  const navigate = useNavigate();
  const { restaurantId, menuId, categoryId, restaurant, menu, category } = useMenuLocation();
  const ingredients = ingredientChoices.useList(categoryId);
  const sides = sideChoices.useList(categoryId);
  const create = useCreateItem(categoryId);
  const list = paths.categoryItems.getHref(restaurantId, menuId, categoryId);
  const header = (
    <PageHeader
      title="Create Menu Item"
      subtitle={category ? `${menu?.name} › ${category.name}` : undefined}
      back={{ href: list, label: 'Back to Items' }}
    />
  );

  if (restaurant.isPending || ingredients.isPending || sides.isPending) {
    return (
      <Container maxW="5xl" py="8">
        {header}
        <LoadingLine text="Loading restaurant..." />
      </Container>
    );
  }
  if (!restaurant.data || !menu || !category) {
    return (
      <Container maxW="5xl" py="8">
        {header}
        <ErrorState title="Restaurant, menu, or category not found" />
      </Container>
    );
  }

  return (
    <Container maxW="5xl" py="8">
      {header}
      <ItemForm
        initial={emptyItem}
        ingredients={ingredients.data ?? []}
        sides={sides.data ?? []}
        categorySidesRequired={category.sidesRequired}
        submitLabel="Create Item"
        pending={create.isPending}
        onCancel={() => void navigate(list)}
        onSubmit={async (save) => {
          await create.mutateAsync(save);
          await navigate(list);
        }}
      />
    </Container>
  );
}
