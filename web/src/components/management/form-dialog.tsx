import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { dismissedByUserOnly } from '@/components/ui/dismissal';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  pending?: boolean;
  onSubmit: () => void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
};

/** A dialog holding one form: Cancel closes, the submit button saves. */
export function FormDialog(props: Props) {
  const { open, onClose, title, submitLabel, pending, onSubmit, children, size = 'md' } = props;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root
      {...dismissedByUserOnly}
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: 'full', md: size }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} type="button">
                  Cancel
                </Button>
                <Button type="submit" loading={pending}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
