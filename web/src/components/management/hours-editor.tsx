import { Box, Field, Grid, Input, Switch, Text } from '@chakra-ui/react';
import {
  DAYS,
  type Day,
  type DayHours,
  type WeeklyHours,
} from '@pickup/domain/catalog/hours-types';
import type { FormErrors } from '@/lib/management/form';

export const weekOf = (start: string, end: string): WeeklyHours =>
  Object.fromEntries(DAYS.map((d) => [d, { start, end, closed: false }])) as WeeklyHours;

const dayLabel = (day: Day) => day.charAt(0).toUpperCase() + day.slice(1);

type Props = {
  value: WeeklyHours;
  onChange: (hours: WeeklyHours) => void;
  /** Messages keyed "{errorPrefix}.{day}.start" as issued by the domain schema. */
  errors: FormErrors;
  errorPrefix: string;
};

/**
 * What a day's times mean (DayHours): the same open and close time is 24 hours, a close at
 * or before the open runs past midnight.
 */
function dayNote(hours: DayHours): string | null {
  if (hours.closed || !hours.start || !hours.end) return null;
  if (hours.start === hours.end) return 'Open 24 hours';
  return hours.end < hours.start ? 'Closes the next day' : null;
}

/**
 * Monday to Sunday: open and close times, or closed. The same time twice is 24 hours; a close
 * before the open (18:00 to 02:00) runs past midnight, and each is said beside the day.
 */
export function HoursEditor({ value, onChange, errors, errorPrefix }: Props) {
  const setDay = (day: Day, change: Partial<DayHours>) =>
    onChange({ ...value, [day]: { ...value[day], ...change } });

  return (
    <Box role="group" aria-label="Weekly hours">
      {DAYS.map((day) => {
        const hours = value[day];
        const startError = errors[`${errorPrefix}.${day}.start`];
        const endError = errors[`${errorPrefix}.${day}.end`];
        const note = dayNote(hours);
        return (
          <Grid
            key={day}
            templateColumns={{ base: '1fr 1fr', sm: '7rem 1fr 1fr 6rem' }}
            gap="3"
            alignItems="start"
            py="2"
            borderBottomWidth="1px"
          >
            <Box pt="2" gridColumn={{ base: 'span 2', sm: 'auto' }}>
              <Text fontWeight="medium">{dayLabel(day)}</Text>
              {note && (
                <Text fontSize="xs" color="fg.muted">
                  {note}
                </Text>
              )}
            </Box>
            <Field.Root invalid={Boolean(startError)} disabled={hours.closed}>
              <Field.Label srOnly>{dayLabel(day)} opens</Field.Label>
              <Input
                type="time"
                value={hours.start}
                onChange={(e) => setDay(day, { start: e.target.value })}
              />
              <Field.ErrorText>{startError}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(endError)} disabled={hours.closed}>
              <Field.Label srOnly>{dayLabel(day)} closes</Field.Label>
              <Input
                type="time"
                value={hours.end}
                onChange={(e) => setDay(day, { end: e.target.value })}
              />
              <Field.ErrorText>{endError}</Field.ErrorText>
            </Field.Root>
            <Switch.Root
              checked={hours.closed}
              onCheckedChange={(e) => setDay(day, { closed: e.checked })}
              pt="2"
            >
              <Switch.HiddenInput aria-label={`${dayLabel(day)} closed`} />
              <Switch.Control />
              <Switch.Label>Closed</Switch.Label>
            </Switch.Root>
          </Grid>
        );
      })}
    </Box>
  );
}
