import { Box, Code, Container, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { ImageUpload } from '@/components/management/image-upload';
import { PageHeader } from '@/components/management/page-header';
import { ingredientChoices, sideChoices } from '../api/category-choices';
import { useItemIngredients, useItemSides } from '../api/item-links';
import { useItem } from '../api/items';
import { useSaveItem, useUpdateItemImage } from '../api/save-item';
import { ItemForm, type ItemFormValues } from '../components/item-form';
import { LoadingLine } from '../components/loading-line';
import { useMenuLocation } from '../use-menu-location';
import { SoldOutStatus } from '@/components/management/sold-out-status';
import { soldOutItems } from '@/lib/management/api/sold-out';

export default function ItemEditRoute() {
  const navigate = useNavigate();
  const { restaurantId, menuId, categoryId, itemId, category, menu } = useMenuLocation();
  const soldOut = soldOutItems(menu);
  const item = useItem(itemId);
  const links = useItemIngredients(itemId);
  const itemSides = useItemSides(itemId);
  const ingredients = ingredientChoices.useList(categoryId);
  const sides = sideChoices.useList(categoryId);
  const save = useSaveItem(itemId);
  const updateImage = useUpdateItemImage(itemId);
  const list = paths.categoryItems.getHref(restaurantId, menuId, categoryId);
  const header = (
    <PageHeader title="Edit Menu Item" back={{ href: list, label: 'Back to Items' }} />
  );
  const loading = [item, links, itemSides, ingredients, sides].some((q) => q.isPending);

  if (loading) {
    return (
      <Container maxW="5xl" py="8">
        {header}
        <LoadingLine text="Loading..." />
      </Container>
    );
  }
  if (!item.data) {
    return (
      <Container maxW="5xl" py="8">
        {header}
        <ErrorState
          title="Menu item not found"
          action={
            <Stack gap="1" textStyle="xs" align="center">
              <Code>itemId: {itemId}</Code>
              <Code>categoryId: {categoryId}</Code>
              <Code>menuId: {menuId}</Code>
              <Code>restaurantId: {restaurantId}</Code>
              {item.error && <Code>error: {item.error.message}</Code>}
            </Stack>
          }
        />
      </Container>
    );
  }

  const categoryIngredients = ingredients.data ?? [];
  const type = (id: string) => categoryIngredients.find((i) => i.id === id)?.type;
  const linked = links.data ?? [];
  const initial: ItemFormValues = {
    name: item.data.name,
    price: String(item.data.price),
    description: item.data.description ?? '',
    isActive: item.data.isActive,
    sidesRequired: item.data.sidesRequired === null ? '' : String(item.data.sidesRequired),
    optionalIds: linked
      .filter((l) => type(l.ingredientId) === 'optional')
      .map((l) => l.ingredientId),
    possibleIds: linked
      .filter((l) => type(l.ingredientId) === 'possible')
      .map((l) => l.ingredientId),
    sideIds: itemSides.data ?? [],
  };

  return (
    <Container maxW="5xl" py="8">
      {header}
      {soldOut.has(item.data.id) && (
        <Box
          borderWidth="1px"
          borderColor="orange.muted"
          bg="orange.subtle"
          rounded="md"
          p="3"
          mb="6"
        >
          <SoldOutStatus item={item.data} until={soldOut.get(item.data.id) ?? null} />
        </Box>
      )}
      <ItemForm
        initial={initial}
        ingredients={categoryIngredients}
        sides={sides.data ?? []}
        categorySidesRequired={category?.sidesRequired ?? 0}
        submitLabel="Save Changes"
        pending={save.isPending}
        onCancel={() => void navigate(list)}
        onSubmit={async (values) => {
          await save.mutateAsync(values);
          await navigate(list);
        }}
        image={
          <ImageUpload
            label="Item image"
            imageUrl={item.data.imageUrl}
            hint="Recommended: 512x512px or larger, JPG/PNG format, max 5MB"
            onUploaded={(url) => updateImage.mutateAsync(url)}
          />
        }
      />
    </Container>
  );
}
