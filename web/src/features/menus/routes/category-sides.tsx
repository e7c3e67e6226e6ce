import { Button, Container } from '@chakra-ui/react';
import { Copy, Plus } from 'lucide-react';
import { useState } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { ConfirmDialog } from '@/features/management-shared/components/confirm-dialog';
import { PageHeader } from '@/features/management-shared/components/page-header';
import type { Side } from '@/features/management-shared/types';
import {
  getSides,
  useCopySides,
  useCreateSide,
  useDeleteSide,
  useSides,
  useUpdateSide,
} from '../api/sides';
import { ChoiceTable } from '../components/choice-table';
import { SideDialog } from '../components/choice-dialogs';
import { CopyFromDialog } from '../components/copy-from-dialog';
import { copySources } from '../copy-sources';
import { useMenuLocation } from '../use-menu-location';

export default function CategorySidesRoute() {
  const { restaurantId, menuId, categoryId, restaurant, category } = useMenuLocation();
  const sides = useSides(categoryId);
  const create = useCreateSide(categoryId);
  const update = useUpdateSide();
  const remove = useDeleteSide();
  const copy = useCopySides(categoryId);
  const [editing, setEditing] = useState<Side | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Side | null>(null);
  const [copying, setCopying] = useState(false);

  return (
    <Container maxW="5xl" py="8">
      <PageHeader
        title="Sides"
        subtitle={category?.name}
        back={{ href: paths.categories.getHref(restaurantId, menuId), label: 'Back to Categories' }}
        actions={
          <>
            <Button variant="outline" onClick={() => setCopying(true)}>
              <Copy /> Copy From
            </Button>
            <Button onClick={() => setEditing('new')}>
              <Plus /> Add Side
            </Button>
          </>
        }
      />
      {sides.isPending && <PageSpinner label="Loading sides" />}
      {sides.isError && <ErrorState title="Failed to load sides" />}
      {sides.data?.length === 0 && (
        <EmptyState
          title="No sides created yet"
          description="Sides are what customers choose with an item, such as fries or salad."
        />
      )}
      {sides.data && sides.data.length > 0 && (
        <ChoiceTable rows={sides.data} onEdit={setEditing} onDelete={setDeleting} />
      )}
      {editing && (
        <SideDialog
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
          noun="sides"
          sources={copySources(restaurant.data?.menus, categoryId)}
          load={getSides}
          onCopy={(body) => copy.mutateAsync(body)}
          onClose={() => setCopying(false)}
          pending={copy.isPending}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        description={`This will permanently delete the side ${deleting?.name ?? ''} and remove it from every item.`}
        pending={remove.isPending}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }
      />
    </Container>
  );
}
