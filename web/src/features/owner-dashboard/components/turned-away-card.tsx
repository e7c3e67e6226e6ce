import { SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { formatMoney } from '@pickup/domain/catalog/money';
import { clockLabel } from '@pickup/domain/catalog/zoned-time';
import { StatPanel } from '@/components/stat-panel';
import { dateLabel } from '@/lib/special-days';
import { TurnedAwayTable, whyText } from '@/components/turned-away-table';
import { useTurnedAway } from '../api/figures';
import { ThirtyDayFigures } from './thirty-day-figures';

/** Orders refused for the restaurant's own reasons over the last 30 days, per day and slot. */
export function TurnedAwayCard({ restaurantId }: { restaurantId: string }) {
  return (
    <ThirtyDayFigures
      query={useTurnedAway(restaurantId)}
      what="orders turned away"
      empty={{
        title: 'Nobody turned away',
        description:
          'In the last 30 days no order was refused because a pickup time was full, an item was sold out, ordering was paused, you were closed or a customer hit an order limit.',
      }}
      intro="Orders customers tried to place and could not, by the day and pickup time they wanted (ASAP orders by the time they tried), with what their baskets were worth before tax."
      gap="4"
    >
      {({ days, total }) => (
        <>
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
            <StatPanel label="Orders turned away">
              <Stat.ValueText>{total.orders}</Stat.ValueText>
            </StatPanel>
            <StatPanel label="Value turned away">
              <Stat.ValueText>{formatMoney(total.cents)}</Stat.ValueText>
            </StatPanel>
            <StatPanel label="Why" gridColumn={{ base: 'span 2', md: 'auto' }}>
              <Text fontSize="sm">{whyText(total)}</Text>
            </StatPanel>
          </SimpleGrid>
          <TurnedAwayTable
            caption="Turned away, last 30 days"
            rowHeader="Day and pickup time"
            rows={days.flatMap((d) => [
              { key: d.date, label: dateLabel(d.date), ...d },
              ...d.slots.map((s) => ({
                key: `${d.date} ${s.slotTime}`,
                label: clockLabel(s.slotTime),
                detail: true,
                ...s,
              })),
            ])}
          />
        </>
      )}
    </ThirtyDayFigures>
  );
}
