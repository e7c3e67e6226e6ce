import { Badge, Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { clockLabel } from '@pickup/domain/catalog/zoned-time';
import type { Tonight } from '../api/forecast';
import { figure } from './forecast-format';

type Ready = Extract<Tonight['forecast'], { status: 'ready' }>;
type Slot = Ready['slots'][number];

/** On a phone the capacity column gives its width to the slot's items (a full slot is flagged under its time). */
const WIDE_ONLY = { base: 'none', md: 'table-cell' } as const;

const limitText = (slot: Slot) => {
  const { orders, items } = slot.limit;
  if (orders === null && items === null) return 'No limit';
  return [orders !== null && `${orders} orders`, items !== null && `${items} items`]
    .filter(Boolean)
    .join(', ');
};

/** "about 2 Diavola, 3 Margherita": whole portions; "about" where it is the forecast's guess. */
const itemsText = (slot: Slot) =>
  slot.items
    .map((i) => ({ ...i, planned: Math.max(Math.round(i.expected), i.booked) }))
    .filter((i) => i.planned > 0)
    .slice(0, 3)
    .map((i) => `${i.planned > i.booked ? 'about ' : ''}${i.planned} ${i.name}`)
    .join(', ');

/** What each hour's pickups need, ready by the hour: the biggest quantities first. */
export function PrepList({ prep }: { prep: Ready['prep'] }) {
  return (
    <Box borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
      <Heading as="h3" size="lg" mb="3">
        Prep list
      </Heading>
      {prep.length === 0 ? (
        <Text color="fg.muted">Nothing more expected today.</Text>
      ) : (
        <Stack gap="4" as="ul" listStyleType="none">
          {prep.map((hour) => (
            <Box as="li" key={hour.by}>
              <Text fontWeight="bold" fontSize="lg">
                By {clockLabel(hour.by)}
              </Text>
              <Stack as="ul" gap="0.5" listStyleType="none" fontSize="lg">
                {hour.items.map((item) => (
                  <Text as="li" key={item.itemId}>
                    <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums">
                      {item.quantity}
                    </Text>{' '}
                    {item.name}
                  </Text>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** Each pickup slot: orders expected, already booked, the slot's limit and a flag when over. */
export function ForecastSlotsTable({ slots }: { slots: Slot[] }) {
  return (
    // Focusable: on a phone the table scrolls sideways, and a keyboard must reach it (axe).
    <Box
      overflowX="auto"
      borderWidth="1px"
      rounded="lg"
      p="4"
      bg="bg.panel"
      tabIndex={0}
      role="region"
      aria-label="Orders per pickup slot"
    >
      <Table.Root size="md">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" fontSize="lg">
          Orders per pickup slot
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Slot</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Expected</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Booked</Table.ColumnHeader>
            <Table.ColumnHeader display={WIDE_ONLY}>Capacity</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {slots.map((slot) => (
            <Table.Row key={slot.slot} bg={slot.overCapacity ? 'red.subtle' : undefined}>
              <Table.Cell>
                <Text fontWeight="bold" fontSize="md">
                  {clockLabel(slot.slot)}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  {itemsText(slot)}
                </Text>
                {slot.overCapacity && (
                  <Badge colorPalette="red" variant="solid" size="md" mt="1">
                    Over capacity
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end" fontSize="lg" fontVariantNumeric="tabular-nums">
                {figure(slot.expectedOrders)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontSize="lg" fontVariantNumeric="tabular-nums">
                {slot.bookedOrders}
              </Table.Cell>
              <Table.Cell
                display={WIDE_ONLY}
                color={slot.overCapacity ? 'red.fg' : 'fg.muted'}
                fontWeight={slot.overCapacity ? 'semibold' : undefined}
              >
                {limitText(slot)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
