import { useState } from 'react';

type Saving<A> = { isPending: boolean; mutateAsync: (args: A) => Promise<unknown> };

/**
 * The add-or-edit form of a management list: `startNew()` opens it empty, `edit(row)` on a
 * row; saving creates or updates accordingly. `row` is what the form starts from (null for
 * a new one) and `form` the rest of a form dialog's props.
 */
export function useEditor<T extends { id: string }, B>(
  create: Saving<B>,
  update: Saving<{ id: string; body: B }>,
) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  return {
    isOpen: editing !== null,
    row: editing === 'new' ? null : editing,
    startNew: () => setEditing('new'),
    edit: (row: T) => setEditing(row),
    form: {
      onClose: () => setEditing(null),
      pending: create.isPending || update.isPending,
      onSave: (body: B) =>
        editing === null || editing === 'new'
          ? create.mutateAsync(body)
          : update.mutateAsync({ id: editing.id, body }),
    },
  };
}
