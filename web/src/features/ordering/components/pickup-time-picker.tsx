import { Alert, Field, NativeSelect, RadioGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { dayLabel, clockTime, timeRange } from '@/lib/pickup-time';
import type { PickupOptions } from '../api/get-pickup-slots';

export type PickupChoice = { kind: 'asap' } | { kind: 'scheduled'; slotStart: string };

type Props = {
  options: PickupOptions | undefined;
  loading: boolean;
  failed: boolean;
  value: PickupChoice | null;
  onChange: (choice: PickupChoice) => void;
};

/** The first choice checkout offers: ASAP when the kitchen takes orders now, else a slot. */
export function defaultPickup(options: PickupOptions): PickupChoice | null {
  if (options.asap.available) return { kind: 'asap' };
  const first = options.slots[0];
  return first ? { kind: 'scheduled', slotStart: first.start } : null;
}

/**
 * "As soon as possible" (with its promise) or a 15-minute slot today or tomorrow, times in
 * the restaurant's zone. An ASAP order pushed to a later slot by a busy kitchen says so
 * before the customer confirms.
 */
export function PickupTimePicker({ options, loading, failed, value, onChange }: Props) {
  if (loading) return <Skeleton height="24" rounded="md" aria-label="Loading pickup times" />;
  if (failed || !options)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>Couldn't load pickup times. Please try again.</Alert.Title>
      </Alert.Root>
    );
  const { asap, slots, timezone } = options;
  if (!asap.available && slots.length === 0)
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>
          {asap.reason === 'paused'
            ? 'The restaurant has paused online orders for now.'
            : 'No pickup times are left today or tomorrow.'}
        </Alert.Title>
      </Alert.Root>
    );
  const kind = value?.kind ?? (asap.available ? 'asap' : 'scheduled');
  const slotStart = value?.kind === 'scheduled' ? value.slotStart : (slots[0]?.start ?? '');
  const days = [...new Set(slots.map((s) => s.serviceDate))];

  return (
    <Stack gap="3">
      <RadioGroup.Root
        value={kind}
        onValueChange={(e) =>
          onChange(
            e.value === 'asap' ? { kind: 'asap' } : { kind: 'scheduled', slotStart: slotStart },
          )
        }
        aria-label="Pickup time"
      >
        <Stack gap="2">
          <RadioGroup.Item value="asap" disabled={!asap.available}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              As soon as possible
              {asap.available &&
                ` · Ready ${timeRange(asap.promisedFrom, asap.promisedAt, timezone)}`}
            </RadioGroup.ItemText>
          </RadioGroup.Item>
          <RadioGroup.Item value="scheduled" disabled={slots.length === 0}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>Schedule for later</RadioGroup.ItemText>
          </RadioGroup.Item>
        </Stack>
      </RadioGroup.Root>
      {!asap.available && (
        <Text fontSize="sm" color="fg.muted">
          {asap.reason === 'full'
            ? 'The kitchen is fully booked for now: choose a later time.'
            : asap.reason === 'paused'
              ? 'The restaurant has paused online orders for now.'
              : 'The restaurant is not taking orders right now: choose a pickup time.'}
        </Text>
      )}
      {asap.available && asap.movedToLaterSlot && kind === 'asap' && (
        <Text fontSize="sm" color="fg.warning">
          The kitchen is busy: the earliest it can have your order ready is{' '}
          {clockTime(asap.promisedAt, timezone)}.
        </Text>
      )}
      {kind === 'scheduled' && slots.length > 0 && (
        <Field.Root>
          <Field.Label>Pickup time</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={slotStart}
              onChange={(e) => onChange({ kind: 'scheduled', slotStart: e.currentTarget.value })}
            >
              {days.map((day) => {
                const daySlots = slots.filter((s) => s.serviceDate === day);
                const label = daySlots[0] ? dayLabel(daySlots[0].start, timezone) : day;
                return (
                  <optgroup key={day} label={label}>
                    {daySlots.map((s) => (
                      <option key={s.start} value={s.start}>
                        {label} {timeRange(s.start, s.end, timezone)}
                      </option>
                    ))}
                  </optgroup>
                );
              })}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>Times are the restaurant's local time.</Field.HelperText>
        </Field.Root>
      )}
    </Stack>
  );
}
