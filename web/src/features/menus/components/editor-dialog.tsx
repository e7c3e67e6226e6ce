import type { ReactNode } from 'react';
import { FormDialog } from '@/components/management/form-dialog';

/** What a list gives its add-or-edit dialog (`useEditor`'s row and form). */
export type DialogProps<T, B> = {
  /** null adds a new one. */
  value: T | null;
  onClose: () => void;
  onSave: (body: B) => Promise<unknown>;
  pending: boolean;
};

type Props = {
  /** What the dialog adds or edits: "Drink" titles it "Add Drink" or "Edit Drink". */
  noun: string;
  /** The word for making a new one. */
  verb?: 'Add' | 'Create';
  editing: boolean;
  pending: boolean;
  onClose: () => void;
  onSubmit: () => Promise<void>;
  size?: 'lg';
  children: ReactNode;
};

/** An add-or-edit dialog of the catalog, worded for what it makes. */
export function EditorDialog(props: Props) {
  const { noun, verb = 'Add', editing, pending, onClose, onSubmit, size, children } = props;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={editing ? `Edit ${noun}` : `${verb} ${noun}`}
      submitLabel={editing ? 'Save Changes' : `${verb} ${noun}`}
      pending={pending}
      onSubmit={() => void onSubmit()}
      size={size}
    >
      {children}
    </FormDialog>
  );
}
