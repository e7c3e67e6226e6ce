import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { CUSTOMER_STATUS_LABELS, type OrderStatus } from '@pickup/domain/ordering/status';
import { Check } from 'lucide-react';

const STEPS: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready', 'picked_up'];

/** Where the order is on its way to pickup; completed counts as past pickup. */
function reached(status: OrderStatus): number {
  if (status === 'completed') return STEPS.length - 1;
  return STEPS.indexOf(status);
}

export function StatusTracker({ status }: { status: OrderStatus }) {
  if (status === 'cancelled') return null;
  const at = reached(status);
  return (
    <Stack
      as="ol"
      listStyleType="none"
      direction={{ base: 'column', sm: 'row' }}
      gap={{ base: '3', sm: '0' }}
      aria-label="Order progress"
    >
      {STEPS.map((step, index) => {
        const done = index <= at;
        const current = index === at;
        return (
          <HStack
            as="li"
            key={step}
            flex="1"
            gap="2"
            direction={{ base: 'row', sm: 'column' }}
            textAlign={{ sm: 'center' }}
            aria-current={current ? 'step' : undefined}
          >
            <Box
              display="flex"
              alignItems="center"
              justifyContent="center"
              w="8"
              h="8"
              rounded="full"
              flexShrink={0}
              bg={done ? 'brand.solid' : 'bg.muted'}
              color={done ? 'brand.contrast' : 'fg.muted'}
              fontWeight="bold"
              fontSize="sm"
              aria-hidden="true"
            >
              {done && !current ? <Check size={16} /> : index + 1}
            </Box>
            <Text
              fontSize="sm"
              fontWeight={current ? 'bold' : 'normal'}
              color={done ? 'fg' : 'fg.muted'}
            >
              {CUSTOMER_STATUS_LABELS[step]}
              {done && !current && (
                <Text as="span" srOnly>
                  {' '}
                  (done)
                </Text>
              )}
              {current && (
                <Text as="span" srOnly>
                  {' '}
                  (current)
                </Text>
              )}
            </Text>
          </HStack>
        );
      })}
    </Stack>
  );
}
