import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

/** One toast at a time, 5 s each (spec §9); F8 focuses the toast region. */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
  hotkey: ['F8'],
});

type ToastInput = { title: string; description?: string };

type ToastType = 'success' | 'error' | 'info';

/** The newest toast replaces the visible one instead of queueing behind it. */
function show(type: ToastType, { title, description }: ToastInput) {
  toaster.remove();
  return toaster.create({ type, title, description, closable: true });
}

export const notify = {
  success: (toast: ToastInput) => show('success', toast),
  error: (toast: ToastInput) => show('error', toast),
  info: (toast: ToastInput) => show('info', toast),
};

/**
 * Chakra's solid green and its 80 % opacity description fall below 4.5:1 with white text
 * (axe color-contrast); darker fills and full opacity keep every toast readable.
 */
const AA_CONTRAST = {
  '&[data-type=success]': { bg: 'green.700' },
  '&[data-type=error]': { bg: 'red.700' },
  '& [data-part=description]': { opacity: 1 },
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} css={AA_CONTRAST}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
