import { Badge, Button, Card, Container, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { ActiveBadge } from '@/components/management/active-badge';
import { ConfirmDialog } from '@/components/management/confirm-dialog';
import { PageHeader } from '@/components/management/page-header';
import type { Category } from '@/types/management';
import {
  useCategories,
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
} from '../api/categories';
import { CategoryDialog } from '../components/category-dialog';
import { RowActions } from '../components/row-actions';
import { useDeleteConfirm } from '../use-delete-confirm';
import { useMenuLocation } from '../use-menu-location';
import type { CategoryCreateBody } from '@pickup/domain/catalog/menu-schemas';
import { useEditor } from '@/lib/management/use-editor';

export default function CategoriesRoute() {
  const { restaurantId, menuId, menu } = useMenuLocation();
  const categories = useCategories(menuId);
  const create = useCreateCategory(menuId);
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const editor = useEditor<Category, CategoryCreateBody>(create, update);
  const deleting = useDeleteConfirm<Category>(
    remove,
    (name) =>
      `This will permanently delete the category ${name} with its items, ingredients and sides.`,
  );
  const sorted = [...(categories.data ?? [])].sort((a, b) => a.displayOrder - b.displayOrder);
  const link = (c: Category, to: 'items' | 'ingredients' | 'sides', label: string) => {
    const href = {
      items: paths.categoryItems,
      ingredients: paths.categoryIngredients,
      sides: paths.categorySides,
    }[to].getHref(restaurantId, menuId, c.id);
    return (
      <Button asChild size="sm" variant="outline">
        <Link to={href}>{label}</Link>
      </Button>
    );
  };

  return (
    <Container maxW="5xl" py="8">
      <PageHeader
        title="Categories"
        subtitle={menu?.name}
        back={{ href: paths.menusEdit.getHref(restaurantId), label: 'Back to Menus' }}
        actions={
          <Button onClick={editor.startNew}>
            <Plus /> Add Category
          </Button>
        }
      />
      {categories.isPending && <PageSpinner label="Loading categories" />}
      {categories.isError && <ErrorState title="Menu not found" />}
      {sorted.length === 0 && categories.isSuccess && (
        <EmptyState title="No categories yet" description="Add a category to group your items." />
      )}
      <Stack gap="4">
        {sorted.map((c) => (
          <Card.Root key={c.id} variant="outline">
            <Card.Body gap="3">
              <HStack justify="space-between" align="start">
                <Stack gap="1">
                  <HStack wrap="wrap">
                    <Heading as="h2" size="md">
                      {c.name}
                    </Heading>
                    <ActiveBadge active={c.isActive} />
                    {c.includesDrink && <Badge colorPalette="blue">Includes drink</Badge>}
                    {c.sidesRequired > 0 && (
                      <Badge variant="outline">{c.sidesRequired} sides required</Badge>
                    )}
                  </HStack>
                  {c.description && <Text color="fg.muted">{c.description}</Text>}
                </Stack>
                <RowActions
                  name={c.name}
                  onEdit={() => editor.edit(c)}
                  onDelete={() => deleting.ask(c)}
                />
              </HStack>
              <HStack gap="2" wrap="wrap">
                {link(c, 'items', 'Items')}
                {link(c, 'ingredients', 'Ingredients')}
                {link(c, 'sides', 'Sides')}
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      {editor.isOpen && (
        <CategoryDialog value={editor.row} nextDisplayOrder={sorted.length + 1} {...editor.form} />
      )}
      <ConfirmDialog {...deleting.dialog} />
    </Container>
  );
}
