import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useForecast } from '../api/forecast';
import { dateLabel } from '@/lib/special-days';
import { restaurantNow, weekdayName } from './forecast-format';
import { ForecastReview } from './forecast-review';
import { ForecastSlotsTable, PrepList } from './forecast-slots';

/**
 * Tonight: the orders expected in each pickup slot from the same weekday of the last eight
 * weeks, what is booked already, slots over capacity, the prep list by hour, and yesterday's
 * forecast against what happened.
 */
export function TonightCard({ restaurantId }: { restaurantId: string }) {
  const tonight = useForecast(restaurantId);
  if (tonight.isPending) return <PageSpinner label="Loading tonight's forecast" />;
  if (tonight.isError) return <ErrorState title="Failed to load tonight's forecast" />;
  const { forecast, yesterday, date, timezone } = tonight.data;
  const weekday = weekdayName(date);
  const now = restaurantNow(timezone, new Date());
  // Hours already begun are behind the kitchen: the list starts from now (today only).
  const from = now.date === date ? now.time : '00:00';
  if (forecast.status === 'not_enough_history')
    return (
      <Stack gap="6">
        <EmptyState
          title="Not enough history yet"
          description={`The forecast needs orders on at least ${forecast.minWeeks} of the last eight ${weekday}s; so far ${forecast.weeks.length}.`}
        />
        {yesterday.status === 'ready' && <ForecastReview review={yesterday} />}
      </Stack>
    );
  const over = forecast.slots.filter((s) => s.overCapacity).length;
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h2" size="xl">
          Tonight, {dateLabel(date)}
        </Heading>
        <Text color="fg.muted">
          From {forecast.weeks.length} past {weekday}s; the most recent weighs most (last week 8,
          eight weeks ago 1). Booked: orders already placed for the slot.
        </Text>
        {over > 0 && (
          <Text fontWeight="semibold" color="red.fg" fontSize="lg">
            {over === 1 ? '1 slot is' : `${over} slots are`} expected over capacity.
          </Text>
        )}
      </Stack>
      {forecast.slots.length === 0 ? (
        <EmptyState title="No orders expected today" />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 2fr)' }} gap="4">
          <PrepList prep={forecast.prep.filter((hour) => hour.by > from)} />
          <ForecastSlotsTable slots={forecast.slots} />
        </Grid>
      )}
      <ForecastReview review={yesterday} />
    </Stack>
  );
}
