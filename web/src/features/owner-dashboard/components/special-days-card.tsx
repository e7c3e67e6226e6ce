import { Alert, Button, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@pickup/domain/catalog/money';
import { localDate } from '@pickup/domain/catalog/special-day-status';
import { useState } from 'react';
import { CheckboxField } from '@/components/management/fields';
import { SectionCard, EntryList } from '@/components/management/section-card';
import { notify } from '@/components/ui/toaster';
import { titledFailureToast } from '@/lib/management/toasts';
import { clockTime, dayLabel } from '@/lib/pickup-time';
import { addDays, specialDayDates, specialDayHours } from '@/lib/special-days';
import {
  useOrdersDue,
  useRemoveSpecialDay,
  useSetSpecialDay,
  useSpecialDays,
  type AffectedOrder,
  type SpecialDayView,
} from '../api/special-days';

interface Restaurant {
  id: string;
  timezone: string;
}

/** The orders due on a closure's dates, each to cancel or keep, and the reason sent. */
function OrdersDue(props: {
  orders: AffectedOrder[];
  timezone: string;
  chosen: Set<string>;
  onChosen: (chosen: Set<string>) => void;
  reason: string;
  onReason: (reason: string) => void;
}) {
  const { orders, timezone, chosen } = props;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    props.onChosen(next);
  };
  return (
    <Alert.Root status="warning" flexDirection="column" alignItems="stretch" gap="2">
      <Alert.Title>
        {orders.length === 1 ? '1 order is' : `${orders.length} orders are`} due on these dates
      </Alert.Title>
      <Text fontSize="sm">Choose the ones to cancel. Each customer is told, with your reason.</Text>
      <Stack as="ul" listStyleType="none" gap="1">
        {orders.map((o) => (
          <li key={o.id}>
            <CheckboxField
              checked={chosen.has(o.id)}
              onCheckedChange={(on) => toggle(o.id, on)}
              label={
                <>
                  Cancel {o.label} · {dayLabel(o.pickupAt, timezone)}{' '}
                  {clockTime(o.pickupAt, timezone)} · {formatMoney(o.total)}
                </>
              }
            />
          </li>
        ))}
      </Stack>
      <Field.Root required={chosen.size > 0}>
        <Field.Label>Reason sent to customers</Field.Label>
        <Input
          value={props.reason}
          maxLength={200}
          onChange={(e) => props.onReason(e.target.value)}
          bg="bg"
        />
      </Field.Root>
    </Alert.Root>
  );
}

function NewSpecialDay({ restaurant }: { restaurant: Restaurant }) {
  const today = localDate(restaurant.timezone, new Date());
  const [from, setFrom] = useState(addDays(today, 1));
  const [to, setTo] = useState('');
  const [closed, setClosed] = useState(true);
  const [start, setStart] = useState('10:00');
  const [end, setEnd] = useState('14:00');
  const [note, setNote] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [reason, setReason] = useState('');
  const set = useSetSpecialDay(restaurant.id);
  const last = to || from;
  const due = useOrdersDue(restaurant.id, from && last >= from ? { from, to: last } : null);
  const stranded = due.data ?? [];
  const submit = () =>
    set.mutate(
      {
        from,
        ...(to ? { to } : {}),
        closed,
        ...(closed ? {} : { start, end }),
        note,
        cancelOrderIds: stranded.filter((o) => chosen.has(o.id)).map((o) => o.id),
        ...(reason.trim() ? { cancelReason: reason } : {}),
      },
      {
        onSuccess: (answer) => {
          setNote('');
          setChosen(new Set());
          setReason('');
          const cancelled = answer.cancelled.length;
          notify.success({
            title: 'Special day added',
            description: cancelled > 0 ? `${cancelled} order(s) cancelled.` : undefined,
          });
        },
        onError: titledFailureToast('Could not add the special day'),
      },
    );
  return (
    <Stack gap="3" as="form" onSubmit={(e) => (e.preventDefault(), submit())}>
      <Heading as="h3" size="sm">
        Add a special day
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Field.Root required>
          <Field.Label>First day</Field.Label>
          <Input type="date" min={today} value={from} onChange={(e) => setFrom(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Last day (optional)</Field.Label>
          <Input type="date" min={from} value={to} onChange={(e) => setTo(e.target.value)} />
        </Field.Root>
      </SimpleGrid>
      <CheckboxField
        label="Closed all day (off: changed hours)"
        checked={closed}
        onCheckedChange={setClosed}
      />
      {!closed && (
        <SimpleGrid columns={2} gap="3">
          <Field.Root required>
            <Field.Label>Opens</Field.Label>
            <Input type="time" value={start} onChange={(e) => setStart(e.target.value)} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Closes</Field.Label>
            <Input type="time" value={end} onChange={(e) => setEnd(e.target.value)} />
          </Field.Root>
        </SimpleGrid>
      )}
      <Field.Root required>
        <Field.Label>Note for customers</Field.Label>
        <Input
          value={note}
          maxLength={120}
          placeholder="Closed for Thanksgiving"
          onChange={(e) => setNote(e.target.value)}
        />
      </Field.Root>
      {stranded.length > 0 && (
        <OrdersDue
          orders={stranded}
          timezone={restaurant.timezone}
          chosen={chosen}
          onChosen={setChosen}
          reason={reason}
          onReason={setReason}
        />
      )}
      <Button type="submit" alignSelf="start" loading={set.isPending}>
        Add special day
      </Button>
    </Stack>
  );
}

function SpecialDayRow({ day, restaurantId }: { day: SpecialDayView; restaurantId: string }) {
  const remove = useRemoveSpecialDay(restaurantId);
  const dates = specialDayDates(day);
  return (
    <Stack
      as="li"
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      gap="2"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      data-testid="special-day"
    >
      <Stack gap="0">
        <Text fontWeight="semibold">
          {dates} · {specialDayHours(day)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {day.note}
        </Text>
      </Stack>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        alignSelf={{ base: 'start', sm: 'center' }}
        loading={remove.isPending}
        onClick={() =>
          remove.mutate(day.id, { onError: titledFailureToast('Could not remove it') })
        }
        aria-label={`Remove ${dates}`}
      >
        Remove
      </Button>
    </Stack>
  );
}

/**
 * Issue 32: closures and changed hours set ahead for a date or range, with a note customers
 * see. The open badge, ASAP and the pickup slots follow them in the restaurant's zone.
 */
export function SpecialDaysCard({ restaurant }: { restaurant: Restaurant }) {
  return (
    <SectionCard
      title="Special days"
      description="Holidays, private events and short days, set ahead. Customers see the note, and no pickup is offered outside the day's hours."
    >
      <EntryList
        query={useSpecialDays(restaurant.id)}
        what="special days"
        emptyText="No special days ahead."
      >
        {(day) => <SpecialDayRow key={day.id} day={day} restaurantId={restaurant.id} />}
      </EntryList>
      <NewSpecialDay restaurant={restaurant} />
    </SectionCard>
  );
}
