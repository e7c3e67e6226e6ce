import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { dismissedByUserOnly } from './dismissal';

type Props = {
  open: boolean;
  /** Absent: the dialog cannot be dismissed (no close button, outside click or Escape). */
  onClose?: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** `alertdialog` for confirmations the user must answer. */
  role?: 'dialog' | 'alertdialog';
};

/** A centred dialog that scrolls inside when a phone's keyboard leaves little room. */
export function AppDialog({ open, onClose, title, children, footer, role = 'dialog' }: Props) {
  const dismissible = onClose !== undefined;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose?.()}
      closeOnInteractOutside={dismissible}
      {...dismissedByUserOnly}
      closeOnEscape={dismissible}
      placement="center"
      size="md"
      role={role}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            {dismissible && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
