import { Alert, Button, HStack, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { WEEKDAYS, type SlotLimit, type Weekday } from '@pickup/domain/timing/capacity';
import { useState } from 'react';
import { notify } from '@/components/ui/toaster';
import { CheckboxField, TextInputField } from '@/components/management/fields';
import { SectionCard } from '@/components/management/section-card';
import { titledFailureToast } from '@/lib/management/toasts';
import { useSetSlotCapacity, useSlotCapacity, type SlotCapacity } from '../api/slot-capacity';

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

type LimitText = { orders: string; items: string };
const toText = (l: SlotLimit | undefined): LimitText => ({
  orders: l?.orders?.toString() ?? '',
  items: l?.items?.toString() ?? '',
});
const toLimit = (t: LimitText): SlotLimit => ({
  orders: t.orders.trim() === '' ? null : Number(t.orders),
  items: t.items.trim() === '' ? null : Number(t.items),
});

function LimitFields(props: {
  label: string;
  value: LimitText;
  onChange: (v: LimitText) => void;
  placeholder: string;
}) {
  const { label, value, onChange, placeholder } = props;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      <TextInputField
        label={`${label}: orders per slot`}
        inputMode="numeric"
        value={value.orders}
        placeholder={placeholder}
        onValueChange={(orders) => onChange({ ...value, orders })}
      />
      <TextInputField
        label={`${label}: items per slot (optional)`}
        inputMode="numeric"
        value={value.items}
        placeholder={placeholder}
        onValueChange={(items) => onChange({ ...value, items })}
      />
    </SimpleGrid>
  );
}

function CapacityForm({ restaurantId, saved }: { restaurantId: string; saved: SlotCapacity }) {
  const save = useSetSlotCapacity(restaurantId);
  const [base, setBase] = useState(toText(saved));
  const [perDay, setPerDay] = useState(Object.keys(saved.byWeekday).length > 0);
  const [days, setDays] = useState<Record<Weekday, LimitText>>(
    () =>
      Object.fromEntries(WEEKDAYS.map((d) => [d, toText(saved.byWeekday[d])])) as Record<
        Weekday,
        LimitText
      >,
  );
  const submit = () => {
    const defaults = toLimit(base);
    // A day left empty takes the every-day limit.
    const byWeekday = perDay
      ? Object.fromEntries(
          WEEKDAYS.filter((d) => `${days[d].orders}${days[d].items}`.trim() !== '').map((d) => [
            d,
            toLimit(days[d]),
          ]),
        )
      : {};
    save.mutate(
      { ...defaults, byWeekday },
      {
        onSuccess: () => notify.success({ title: 'Pickup slot capacity saved' }),
        onError: titledFailureToast('Could not save'),
      },
    );
  };
  return (
    <Stack gap="4">
      <LimitFields label="Every day" value={base} onChange={setBase} placeholder="No limit" />
      <CheckboxField
        label="Different limits on some days"
        checked={perDay}
        onCheckedChange={setPerDay}
      />
      {perDay &&
        WEEKDAYS.map((d) => (
          <LimitFields
            key={d}
            label={DAY_NAMES[d]}
            value={days[d]}
            onChange={(v) => setDays({ ...days, [d]: v })}
            placeholder="Same as every day"
          />
        ))}
      <HStack>
        <Button onClick={submit} loading={save.isPending} loadingText="Saving…">
          Save capacity
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * How many orders (and items) the kitchen takes per 15-minute pickup slot. Full slots are
 * not offered at checkout; an ASAP order is promised the next slot with room.
 */
export function SlotCapacityCard({ restaurantId }: { restaurantId: string }) {
  const capacity = useSlotCapacity(restaurantId);
  return (
    <SectionCard
      title="Pickup slot capacity"
      description="Orders the kitchen takes per 15-minute pickup slot. Leave empty for no limit."
    >
      {capacity.isPending ? (
        <Skeleton height="24" aria-label="Loading slot capacity" />
      ) : capacity.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Couldn't load the slot capacity.</Alert.Title>
          <Button size="sm" variant="outline" onClick={() => capacity.refetch()}>
            Try again
          </Button>
        </Alert.Root>
      ) : (
        <CapacityForm restaurantId={restaurantId} saved={capacity.data} />
      )}
    </SectionCard>
  );
}
