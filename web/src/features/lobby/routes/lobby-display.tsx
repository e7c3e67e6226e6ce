import { Alert, Box, Button, Container, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { LobbyChanged } from '@pickup/projections/lobby/contract';
import { Head } from '@/components/seo/head';
import { playReadyChime, unlockChime } from '@/lib/chime';
import { ApiError, serverMessage } from '@/lib/api-client';
import { lobbyBoardQueryOptions, useLobbyBoard, useLobbyLive } from '../api/lobby-board';
import { LobbyColumn } from '../components/lobby-column';

/** How long a just-ready order stays lit. */
const HIGHLIGHT_MS = 20_000;

/** Numbers that turned ready lately, each for HIGHLIGHT_MS. */
function useHighlights() {
  const [lit, setLit] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const light = useCallback((number: string) => {
    setLit((s) => new Set(s).add(number));
    const timer = setTimeout(
      () =>
        setLit((s) => {
          const next = new Set(s);
          next.delete(number);
          return next;
        }),
      HIGHLIGHT_MS,
    );
    timers.current.push(timer);
  }, []);
  return [lit, light] as const;
}

/**
 * Issue 31: `/display/{token}`, the lobby TV. Preparing and Ready for pickup, live; an order
 * turning ready is lit and chimes; "Offline" shows while the screen cannot reach the server.
 */
export default function LobbyDisplayRoute() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const board = useLobbyBoard(token);
  const [lit, light] = useHighlights();
  const [sound, setSound] = useState(false);
  const onChange = (change?: LobbyChanged) => {
    if (change?.status === 'ready') {
      light(change.number);
      if (sound) playReadyChime();
    }
    void queryClient.invalidateQueries({ queryKey: lobbyBoardQueryOptions(token).queryKey });
  };
  const refused = board.error instanceof ApiError;
  const live = useLobbyLive(token, onChange, !refused);

  if (board.isPending) return <Box minH="100vh" bg="gray.950" />;
  if (refused || !board.data)
    return (
      <Container maxW="xl" py="10">
        <Head title="Lobby screen" />
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            {serverMessage(board.error) ?? 'This screen cannot reach Pickup'}
          </Alert.Title>
        </Alert.Root>
      </Container>
    );

  const data = board.data;
  const offline = !live || board.isError;
  return (
    <Box minH="100vh" bg="gray.950" color="white" px={{ base: '4', lg: '12' }} py="8">
      <Head title={`${data.restaurantName} · Orders`} />
      <Flex justify="space-between" align="center" mb="8" gap="4" wrap="wrap">
        <Heading as="h1" fontSize={{ base: '2xl', lg: '4xl' }} color="white">
          {data.restaurantName}
        </Heading>
        <HStack gap="4">
          {!sound && (
            <Button
              size="lg"
              variant="outline"
              color="white"
              onClick={() => {
                unlockChime();
                setSound(true);
              }}
            >
              Turn on sound
            </Button>
          )}
          <Text
            role="status"
            fontSize={{ base: 'lg', lg: '2xl' }}
            fontWeight="semibold"
            px="4"
            py="1"
            borderRadius="full"
            bg={offline ? 'red.700' : 'gray.800'}
            color="white"
            data-testid="lobby-connection"
          >
            {offline ? 'Offline' : 'Live'}
          </Text>
        </HStack>
      </Flex>
      <Flex gap={{ base: '6', lg: '16' }} direction={{ base: 'column', md: 'row' }}>
        <LobbyColumn title="Preparing" tone="preparing" orders={data.preparing} highlighted={lit} />
        <LobbyColumn title="Ready for pickup" tone="ready" orders={data.ready} highlighted={lit} />
      </Flex>
    </Box>
  );
}
