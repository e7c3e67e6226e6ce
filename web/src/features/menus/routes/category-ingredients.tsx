import { Button, Container } from '@chakra-ui/react';
import { Copy, Plus } from 'lucide-react';
import { useState } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { ConfirmDialog } from '@/features/management-shared/components/confirm-dialog';
import { PageHeader } from '@/features/management-shared/components/page-header';
import type { Ingredient } from '@/features/management-shared/types';
import {
  getIngredients,
  useCopyIngredients,
  useCreateIngredient,
  useDeleteIngredient,
  useIngredients,
  useUpdateIngredient,
} from '../api/ingredients';
import { ChoiceTable } from '../components/choice-table';
import { IngredientDialog } from '../components/choice-dialogs';
import { CopyFromDialog } from '../components/copy-from-dialog';
import { copySources } from '../copy-sources';
import { useMenuLocation } from '../use-menu-location';

export default function CategoryIngredientsRoute() {
  const { restaurantId, menuId, categoryId, restaurant, category } = useMenuLocation();
  const ingredients = useIngredients(categoryId);
  const create = useCreateIngredient(categoryId);
  const update = useUpdateIngredient();
  const remove = useDeleteIngredient();
  const copy = useCopyIngredients(categoryId);
  const [editing, setEditing] = useState<Ingredient | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Ingredient | null>(null);
  const [copying, setCopying] = useState(false);

  return (
    <Container maxW="5xl" py="8">
      <PageHeader
        title="Ingredients"
        subtitle={category?.name}
        back={{ href: paths.categories.getHref(restaurantId, menuId), label: 'Back to Categories' }}
        actions={
          <>
            <Button variant="outline" onClick={() => setCopying(true)}>
              <Copy /> Copy From
            </Button>
            <Button onClick={() => setEditing('new')}>
              <Plus /> Add Ingredient
            </Button>
          </>
        }
      />
      {ingredients.isPending && <PageSpinner label="Loading ingredients" />}
      {ingredients.isError && <ErrorState title="Failed to load ingredients" />}
      {ingredients.data?.length === 0 && (
        <EmptyState
          title="No ingredients created yet"
          description="Optional ingredients come with the item; possible ones are extras."
        />
      )}
      {ingredients.data && ingredients.data.length > 0 && (
        <ChoiceTable withType rows={ingredients.data} onEdit={setEditing} onDelete={setDeleting} />
      )}
      {editing && (
        <IngredientDialog
          value={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          pending={create.isPending || update.isPending}
          onSave={(body) =>
            editing === 'new'
              ? create.mutateAsync(body)
              : update.mutateAsync({ id: editing.id, body })
          }
        />
      )}
      {copying && (
        <CopyFromDialog
          noun="ingredients"
          sources={copySources(restaurant.data?.menus, categoryId)}
          load={getIngredients}
          onCopy={(body) => copy.mutateAsync(body)}
          onClose={() => setCopying(false)}
          pending={copy.isPending}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        description={`This will permanently delete the ingredient ${deleting?.name ?? ''} and remove it from every item.`}
        pending={remove.isPending}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }
      />
    </Container>
  );
}
