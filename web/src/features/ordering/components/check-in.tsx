import { Alert, Button, Card, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { ARRIVAL_NOTE_MAX_LENGTH } from '@pickup/domain/ordering/arrival';
import { restaurantTime } from '@pickup/domain/catalog/zoned-time';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { serverMessage } from '@/lib/api-client';
import type { Order } from '../types';

const CAN_CHECK_IN = ['confirmed', 'preparing', 'ready'];

type Props = {
  order: Pick<Order, 'status' | 'arrival' | 'restaurant'>;
  checkIn: {
    mutate: (note: string, options?: { onSuccess?: () => void }) => void;
    isPending: boolean;
    isError: boolean;
    error: unknown;
  };
};

/**
 * Issue 31: "I'm here", from confirmation until collection. The kitchen sees it at once
 * (with the note: "blue car, space 3"). Said once: the server keeps the first arrival and
 * its note (issue 39), so once checked in the card only shows it.
 */
export function CheckIn({ order, checkIn }: Props) {
  const [note, setNote] = useState('');
  if (!CAN_CHECK_IN.includes(order.status)) return null;
  const arrived = order.arrival;
  return (
    <Card.Root variant="outline" borderWidth="2px" borderColor={arrived ? 'teal.700' : undefined}>
      <Card.Body gap="3" p={{ base: '4', md: '6' }}>
        {arrived ? (
          <Stack gap="1" role="status">
            <HStack gap="2">
              <MapPin size={20} aria-hidden="true" />
              <Heading as="h2" size="md">
                You’re checked in
              </Heading>
            </HStack>
            <Text>
              {order.restaurant.name} knows you are here since{' '}
              {restaurantTime(order.restaurant.timezone, new Date(arrived.at))}.
            </Text>
            {arrived.note && <Text color="fg.muted">Your note: “{arrived.note}”</Text>}
          </Stack>
        ) : (
          <Stack gap="1">
            <Heading as="h2" size="md">
              At the restaurant?
            </Heading>
            <Text color="fg.muted">Tell the kitchen you are here, and where to find you.</Text>
          </Stack>
        )}
        {!arrived && (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2" align={{ sm: 'end' }}>
            <Field.Root flex="1">
              <Field.Label>Note for the counter (optional)</Field.Label>
              <Input
                value={note}
                maxLength={ARRIVAL_NOTE_MAX_LENGTH}
                placeholder="e.g. blue car, space 3"
                onChange={(e) => setNote(e.target.value)}
              />
            </Field.Root>
            <Button
              size="lg"
              loading={checkIn.isPending}
              onClick={() => checkIn.mutate(note.trim(), { onSuccess: () => setNote('') })}
            >
              I’m here
            </Button>
          </Stack>
        )}
        {checkIn.isError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{serverMessage(checkIn.error) ?? 'Could not check you in'}</Alert.Title>
          </Alert.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
