import { Alert, Stack, Text } from '@chakra-ui/react';
import type { SpecialDayView } from '@pickup/projections/special-days/contract';
import { specialDayDates, specialDayHours } from '@/lib/special-days';

/** Issue 32: the restaurant's special days of the next two weeks, with the owner's notes. */
export function SpecialDaysNotice({ days }: { days: readonly SpecialDayView[] | undefined }) {
  if (!days || days.length === 0) return null;
  return (
    <Alert.Root status="info" data-testid="special-days-notice">
      <Alert.Indicator />
      <Stack gap="1">
        <Alert.Title>Special days</Alert.Title>
        <Stack as="ul" gap="1" listStyleType="none">
          {days.map((d) => (
            <Text as="li" key={d.id}>
              <Text as="span" fontWeight="semibold">
                {specialDayDates(d)} · {specialDayHours(d)}
              </Text>
              : {d.note}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Alert.Root>
  );
}

/** One line for a card: the first special day ahead. */
export function SpecialDayLine({ days }: { days: readonly SpecialDayView[] | undefined }) {
  const first = days?.[0];
  if (!first) return null;
  return (
    <Text fontSize="sm" color="orange.fg" lineClamp={1}>
      {specialDayDates(first)} · {specialDayHours(first)}: {first.note}
    </Text>
  );
}
