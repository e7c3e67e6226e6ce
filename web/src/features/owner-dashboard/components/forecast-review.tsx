import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { clockLabel } from '@pickup/domain/catalog/zoned-time';
import type { Tonight } from '../api/forecast';
import { dateLabel } from '@/lib/special-days';
import { figure } from './forecast-format';

const signed = (n: number) => (Math.round(n) > 0 ? `+${figure(n)}` : figure(n));
const offBy = (n: number) => {
  const whole = Math.round(n);
  if (whole === 0) return 'less than 1 order';
  return `about ${whole} ${whole === 1 ? 'order' : 'orders'}`;
};

/** Yesterday's forecast against what happened, per slot, so an owner learns how far to trust it. */
export function ForecastReview({ review }: { review: Tonight['yesterday'] }) {
  return (
    <Box
      overflowX="auto"
      borderWidth="1px"
      rounded="lg"
      p="4"
      bg="bg.panel"
      tabIndex={0}
      role="region"
      aria-label="Yesterday: forecast against actual"
    >
      <Heading as="h3" size="lg">
        Yesterday: forecast against actual
      </Heading>
      <Text color="fg.muted" mb="3">
        {dateLabel(review.date)}
      </Text>
      {review.status === 'not_enough_history' ? (
        <Text>Yesterday had not enough history for a forecast.</Text>
      ) : (
        <>
          <Text fontSize="lg" mb="3">
            Expected about {figure(review.forecastOrders)} orders, {review.actualOrders} came. A
            slot was off by {offBy(review.meanAbsoluteError)} on average.
          </Text>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Slot</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Forecast</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actual</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Error</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {review.slots.map((s) => (
                <Table.Row key={s.slot}>
                  <Table.Cell fontWeight="medium">{clockLabel(s.slot)}</Table.Cell>
                  <Table.Cell textAlign="end">{figure(s.forecast)}</Table.Cell>
                  <Table.Cell textAlign="end">{s.actual}</Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold">
                    {signed(s.error)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </>
      )}
    </Box>
  );
}
