import { Alert, Button, Field, Input, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { formatMoney } from '@pickup/domain/catalog/money';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { CheckboxField, SelectField, TextInputField } from '@/components/management/fields';
import { SectionCard } from '@/components/management/section-card';
import { useRestaurant } from '@/lib/management/api/get-restaurant';
import { useWhatIf, type WhatIfResult } from '../api/run-what-if';

const share = (v: number | null) => (v === null ? '—' : `${Math.round(v * 100)}%`);
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

function Side(props: { title: string; lines: [string, string][] }) {
  return (
    <Stat.Root borderWidth="1px" rounded="lg" p="4" bg="bg.panel" gap="2">
      <Stat.Label fontWeight="semibold">{props.title}</Stat.Label>
      {props.lines.map(([label, value]) => (
        <Text key={label}>
          {label}: <strong>{value}</strong>
        </Text>
      ))}
    </Stat.Root>
  );
}

function Result({ result }: { result: WhatIfResult }) {
  if (result.orders.length === 0)
    return <Text color="fg.muted">No orders were placed on {result.date}.</Text>;
  const { actual, proposed } = result;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-live="polite">
      <Side
        title={`What happened on ${result.date}`}
        lines={[
          ['Orders', String(actual.orders)],
          ['Ready by promise', `${actual.kept} (${share(actual.keptShare)})`],
          ['Late', String(actual.late)],
        ]}
      />
      <Side
        title="What would have happened"
        lines={[
          ['Orders taken', String(proposed.orders)],
          ['Moved to a later slot', String(proposed.moved)],
          [
            'Turned away',
            `${proposed.turnedAway}${proposed.turnedAway > 0 ? ` (${formatMoney(proposed.turnedAwayValue)})` : ''}`,
          ],
          ['Ready by promise', `${proposed.kept} (${share(proposed.keptShare)})`],
          ['Late', String(proposed.late)],
        ]}
      />
    </SimpleGrid>
  );
}

/**
 * Try a slot capacity or a preparation time on a past day before adopting it: the day's
 * orders are replayed through it on the server, nothing changes.
 */
export function WhatIfCard({ restaurantId }: { restaurantId: string }) {
  const run = useWhatIf(restaurantId);
  const [date, setDate] = useState(yesterday);
  const [orders, setOrders] = useState('');
  const [prep, setPrep] = useState('');
  const [closed, setClosed] = useState(false);
  const [stockItem, setStockItem] = useState('');
  const [stockLeft, setStockLeft] = useState('');
  const restaurant = useRestaurant(restaurantId);
  const items = (restaurant.data?.menus ?? []).flatMap((m) =>
    m.categories.flatMap((c) => c.menuItems.map((i) => ({ value: i.id, label: i.name }))),
  );
  const submit = () =>
    run.mutate({
      date,
      capacity:
        orders.trim() === '' ? null : { orders: Number(orders), items: null, byWeekday: {} },
      prepMinutes: prep.trim() === '' ? null : Number(prep),
      ...(stockItem && stockLeft.trim() !== ''
        ? { stock: [{ itemId: stockItem, left: Number(stockLeft) }] }
        : {}),
      ...(closed ? { closed } : {}),
    });
  return (
    <SectionCard
      title="What if…"
      description="Replay a past day with a different slot capacity, preparation time, stock count or as a closure, and see the orders it would have turned away. Nothing changes."
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextInputField label="Day" type="date" value={date} onValueChange={setDate} />
        <TextInputField
          label="Orders per 15-minute slot"
          inputMode="numeric"
          placeholder="As it was"
          value={orders}
          onValueChange={setOrders}
        />
        <TextInputField
          label="Preparation time (minutes)"
          inputMode="numeric"
          placeholder="As promised"
          value={prep}
          onValueChange={setPrep}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="end">
        <SelectField
          label="Stock count: item"
          value={stockItem}
          onValueChange={setStockItem}
          options={[{ value: '', label: 'No stock count' }, ...items]}
        />
        <Field.Root disabled={stockItem === ''}>
          <Field.Label>Units for the day</Field.Label>
          <Input
            inputMode="numeric"
            placeholder="e.g. 20"
            value={stockLeft}
            onChange={(e) => setStockLeft(e.currentTarget.value)}
          />
        </Field.Root>
        <CheckboxField
          label="Closed all day (a special day)"
          checked={closed}
          onCheckedChange={setClosed}
        />
      </SimpleGrid>
      <Button alignSelf="start" onClick={submit} loading={run.isPending} loadingText="Replaying…">
        Replay the day
      </Button>
      {run.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            {run.error instanceof ApiError ? run.error.serverMessage : 'Replay failed'}
          </Alert.Title>
        </Alert.Root>
      )}
      {run.data && (
        <Stack>
          <Result result={run.data} />
        </Stack>
      )}
    </SectionCard>
  );
}
