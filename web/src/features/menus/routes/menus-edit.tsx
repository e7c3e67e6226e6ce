import { Button, Container, SimpleGrid } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useRestaurant } from '@/lib/management/api/get-restaurant';
import { useBackTarget } from '@/lib/management/back-target';
import { ConfirmDialog } from '@/components/management/confirm-dialog';
import { PageHeader } from '@/components/management/page-header';
import type { Menu } from '@/types/management';
import { useCreateMenu, useDeleteMenu, useMenus, useUpdateMenu } from '../api/menus';
import { DrinksDialog } from '../components/drinks-dialog';
import { MenuCard } from '../components/menu-card';
import { MenuDialog } from '../components/menu-dialog';
import { useDeleteConfirm } from '../use-delete-confirm';
import type { MenuCreateBody } from '@pickup/domain/catalog/menu-schemas';
import { useEditor } from '@/lib/management/use-editor';

export default function MenusEditRoute() {
  const { id = '' } = useParams();
  const back = useBackTarget();
  const restaurant = useRestaurant(id);
  const menus = useMenus(id);
  const create = useCreateMenu(id);
  const update = useUpdateMenu(id);
  const remove = useDeleteMenu(id);
  const editor = useEditor<Menu, MenuCreateBody>(create, update);
  const deleting = useDeleteConfirm<Menu>(
    remove,
    (name) =>
      `This will permanently delete the menu ${name} and all its categories, items, ingredients, sides and drinks.`,
  );
  const [drinksOf, setDrinksOf] = useState<Menu | null>(null);

  return (
    <Container maxW="6xl" py="8">
      <PageHeader
        title="Menu Management"
        subtitle={restaurant.data?.name}
        back={{ href: back }}
        actions={
          <Button onClick={editor.startNew}>
            <Plus /> Create Menu
          </Button>
        }
      />
      {menus.isPending && <PageSpinner label="Loading menus" />}
      {menus.isError && <ErrorState title="Failed to load menus" />}
      {menus.data?.length === 0 && (
        <EmptyState
          title="No menus created yet"
          description="Create a menu, then add its categories and items."
        />
      )}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        {menus.data?.map((menu) => (
          <MenuCard
            key={menu.id}
            restaurantId={id}
            menu={menu}
            onEdit={() => editor.edit(menu)}
            onDelete={() => deleting.ask(menu)}
            onDrinks={() => setDrinksOf(menu)}
          />
        ))}
      </SimpleGrid>

      {editor.isOpen && <MenuDialog value={editor.row} {...editor.form} />}
      {drinksOf && <DrinksDialog menu={drinksOf} onClose={() => setDrinksOf(null)} />}
      <ConfirmDialog {...deleting.dialog} />
    </Container>
  );
}
