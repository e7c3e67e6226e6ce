import { useState } from 'react';

type Removal = {
  isPending: boolean;
  mutate: (id: string, options: { onSuccess: () => void }) => void;
};

/**
 * Spec §2: a delete asks first and says what will be lost. `ask(row)` puts the question;
 * `dialog` is what the ConfirmDialog needs to show it and, on yes, to delete the row.
 */
export function useDeleteConfirm<T extends { id: string; name: string }>(
  remove: Removal,
  whatIsLost: (name: string) => string,
) {
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    ask: (row: T) => setDeleting(row),
    dialog: {
      open: deleting !== null,
      onClose: () => setDeleting(null),
      description: whatIsLost(deleting?.name ?? ''),
      pending: remove.isPending,
      onConfirm: () =>
        deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) }),
    },
  };
}
