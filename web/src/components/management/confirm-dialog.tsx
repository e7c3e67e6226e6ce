import { Button, Dialog, Portal } from '@chakra-ui/react';
import { dismissedByUserOnly } from '@/components/ui/dismissal';

type Props = {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  description: string;
  title?: string;
  confirmLabel?: string;
  pending?: boolean;
};

/** Spec §2: destructive actions ask "Are you sure?" and say what will be lost. */
export function ConfirmDialog(props: Props) {
  const { open, onClose, onConfirm, description, pending } = props;
  const { title = 'Are you sure?', confirmLabel = 'Delete' } = props;
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      {...dismissedByUserOnly}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{description}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette="red" loading={pending} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
