import { Button, Container } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Copy, Plus } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { ConfirmDialog } from '@/components/management/confirm-dialog';
import { PageHeader } from '@/components/management/page-header';
import { capitalised } from '../capitalised';
import { copySources } from '../copy-sources';
import { useMenuLocation } from '../use-menu-location';
import { useDeleteConfirm } from '../use-delete-confirm';
import type { DialogProps } from './editor-dialog';
import { ChoiceTable } from './choice-table';
import { CopyFromDialog } from './copy-from-dialog';
import { useEditor } from '@/lib/management/use-editor';

type Choice = { id: string; name: string; price: string; isActive?: boolean; type?: string };
type Pending = { isPending: boolean };
type CopyBody = { fromCategoryId: string; ids: string[] };

/** One kind of a category's choices (ingredients or sides): its words, calls and form. */
export type ChoiceKind<T extends Choice, B> = {
  singular: 'ingredient' | 'side';
  plural: 'ingredients' | 'sides';
  emptyDescription: string;
  /** Ingredients show whether they come with the item or are extras. */
  withType?: boolean;
  useList: (categoryId: string) => UseQueryResult<T[]>;
  useCreate: (categoryId: string) => Pending & { mutateAsync: (body: B) => Promise<unknown> };
  useUpdate: () => Pending & { mutateAsync: (v: { id: string; body: B }) => Promise<unknown> };
  useRemove: () => Pending & {
    mutate: (id: string, options: { onSuccess: () => void }) => void;
  };
  useCopy: (categoryId: string) => Pending & { mutateAsync: (body: CopyBody) => Promise<unknown> };
  load: (categoryId: string) => Promise<T[]>;
  Dialog: ComponentType<DialogProps<T, B>>;
};

/**
 * management-area §2 "Ingredients" and "Sides" of a category: the list with edit and
 * delete, the add and edit form, and copying from another category of the restaurant.
 */
export function CategoryChoicesPage<T extends Choice, B>({ kind }: { kind: ChoiceKind<T, B> }) {
  const { restaurantId, menuId, categoryId, restaurant, category } = useMenuLocation();
  const list = kind.useList(categoryId);
  const create = kind.useCreate(categoryId);
  const update = kind.useUpdate();
  const remove = kind.useRemove();
  const copy = kind.useCopy(categoryId);
  const editor = useEditor<T, B>(create, update);
  const deleting = useDeleteConfirm<T>(
    remove,
    (name) =>
      `This will permanently delete the ${kind.singular} ${name} and remove it from every item.`,
  );
  const [copying, setCopying] = useState(false);
  const { Dialog } = kind;

  return (
    <Container maxW="5xl" py="8">
      <PageHeader
        title={capitalised(kind.plural)}
        subtitle={category?.name}
        back={{ href: paths.categories.getHref(restaurantId, menuId), label: 'Back to Categories' }}
        actions={
          <>
            <Button variant="outline" onClick={() => setCopying(true)}>
              <Copy /> Copy From
            </Button>
            <Button onClick={editor.startNew}>
              <Plus /> Add {capitalised(kind.singular)}
            </Button>
          </>
        }
      />
      {list.isPending && <PageSpinner label={`Loading ${kind.plural}`} />}
      {list.isError && <ErrorState title={`Failed to load ${kind.plural}`} />}
      {list.data?.length === 0 && (
        <EmptyState title={`No ${kind.plural} created yet`} description={kind.emptyDescription} />
      )}
      {list.data && list.data.length > 0 && (
        <ChoiceTable
          withType={kind.withType}
          rows={list.data}
          onEdit={editor.edit}
          onDelete={deleting.ask}
        />
      )}
      {editor.isOpen && <Dialog value={editor.row} {...editor.form} />}
      {copying && (
        <CopyFromDialog
          noun={kind.plural}
          sources={copySources(restaurant.data?.menus, categoryId)}
          load={kind.load}
          onCopy={(body) => copy.mutateAsync(body)}
          onClose={() => setCopying(false)}
          pending={copy.isPending}
        />
      )}
      <ConfirmDialog {...deleting.dialog} />
    </Container>
  );
}
