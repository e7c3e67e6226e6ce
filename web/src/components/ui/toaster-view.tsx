import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toaster } from './toaster';

/**
 * Chakra's solid green and its 80 % opacity description fall below 4.5:1 with white text
 * (axe color-contrast); darker fills and full opacity keep every toast readable.
 */
const AA_CONTRAST = {
  '&[data-type=success]': { bg: 'green.700' },
  '&[data-type=error]': { bg: 'red.700' },
  '& [data-part=description]': { opacity: 1 },
};

/** Default export so that ./toaster-on-demand can load it with React.lazy. */
export default function Toaster() {
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
            {toast.action && (
              <Toast.ActionTrigger
                color="white"
                borderColor="whiteAlpha.800"
                borderWidth="1px"
                minH="10"
                px="3"
                fontWeight="bold"
              >
                {toast.action.label}
              </Toast.ActionTrigger>
            )}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
