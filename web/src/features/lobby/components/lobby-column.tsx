import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { LobbyBoard } from '../api/lobby-board';

type LobbyOrder = LobbyBoard['ready'][number];

/**
 * One column of the lobby screen. Numbers are set at 4.5rem (72 px on a 1080p TV), readable
 * from about 3 m; a just-ready order is lit in green.
 */
export function LobbyColumn(props: {
  title: string;
  orders: LobbyOrder[];
  highlighted: ReadonlySet<string>;
  tone: 'preparing' | 'ready';
}) {
  const { title, orders, highlighted, tone } = props;
  const id = `lobby-${tone}`;
  return (
    <Stack as="section" aria-labelledby={id} gap="6" flex="1" minW="0">
      <Heading
        as="h2"
        id={id}
        fontSize={{ base: '3xl', lg: '5xl' }}
        color={tone === 'ready' ? 'green.300' : 'gray.100'}
        borderBottomWidth="4px"
        borderColor={tone === 'ready' ? 'green.400' : 'gray.500'}
        pb="3"
      >
        {title}
      </Heading>
      <Stack as="ul" gap="4" listStyleType="none" data-testid={`lobby-${tone}`}>
        {orders.map((order) => {
          const lit = highlighted.has(order.number);
          return (
            <Box
              as="li"
              key={order.number}
              data-highlighted={lit || undefined}
              bg={lit ? 'green.700' : 'gray.800'}
              borderRadius="xl"
              px="6"
              py="3"
              transition="background 0.6s"
            >
              <Text
                fontSize={{ base: '4xl', lg: '7xl' }}
                fontWeight="bold"
                lineHeight="1.1"
                fontFamily="mono"
                color="white"
              >
                #{order.number}
              </Text>
              {order.name && (
                <Text fontSize={{ base: 'xl', lg: '4xl' }} color="gray.100">
                  {order.name}
                </Text>
              )}
            </Box>
          );
        })}
      </Stack>
      {orders.length === 0 && (
        <Text fontSize={{ base: 'xl', lg: '3xl' }} color="gray.300">
          {tone === 'ready' ? 'Nothing waiting' : 'No orders in the kitchen'}
        </Text>
      )}
    </Stack>
  );
}
