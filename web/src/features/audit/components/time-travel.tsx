import { Badge, Button, Checkbox, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { orderLabel } from '@pickup/domain/ordering/order-number';
import { History } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { SelectField, TextInputField } from '@/components/management/fields';
import { serverMessage } from '@/lib/api-client';
import { useStreamAsOf, type Moment } from '../api/get-stream-as-of';
import { dateTime } from '../format';
import { compareFields, fieldLabel, fieldValue } from '../state-fields';
import { TIME_TRAVEL_KINDS, type TimeTravelKind } from '../types';

const kindOptions = TIME_TRAVEL_KINDS.map((k) => ({
  value: k,
  label: k.charAt(0).toUpperCase() + k.slice(1),
}));

const events = (n: number) => `${n} ${n === 1 ? 'event' : 'events'}`;
const subject = (kind: string, id: string) =>
  kind === 'order'
    ? `Order ${orderLabel(id)}`
    : `${kind.charAt(0).toUpperCase()}${kind.slice(1)} ${id}`;

/** datetime-local speaks the browser's wall clock; the API wants an instant. */
const toIso = (local: string) => new Date(local).toISOString();

type Draft = { kind: TimeTravelKind; id: string; at: string; compareAt: string };

export type TimeTravelStart = { kind: TimeTravelKind; id: string; at?: string };

type Props = {
  start?: TimeTravelStart;
  /** An owner's own order: the stream is given, only moments are picked. */
  fixedStream?: boolean;
};

/**
 * Pick a moment and see the order, menu, restaurant or user as it was then (its events
 * folded up to that instant by the server); pick a second one to compare field by field.
 */
export function TimeTravel({ start, fixedStream = false }: Props) {
  const [draft, setDraft] = useState<Draft>({
    kind: start?.kind ?? 'order',
    id: start?.id ?? '',
    at: start?.at ?? '',
    compareAt: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [moments, setMoments] = useState<{ a: Moment; b: Moment | null } | null>(null);
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!draft.id.trim()) found.id = 'Enter the id to look up';
    if (!draft.at) found.at = 'Pick a moment';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const stream = { kind: draft.kind, id: draft.id.trim() };
    setMoments({
      a: { ...stream, asOf: toIso(draft.at) },
      b: draft.compareAt ? { ...stream, asOf: toIso(draft.compareAt) } : null,
    });
  };

  return (
    <Stack gap="4">
      <form onSubmit={submit} noValidate aria-label="Time travel">
        <SimpleGrid columns={{ base: 1, md: fixedStream ? 3 : 5 }} gap="3" alignItems="end">
          {!fixedStream && (
            <SelectField
              label="What"
              value={draft.kind}
              onValueChange={(v) => set('kind')(v)}
              options={kindOptions}
            />
          )}
          {!fixedStream && (
            <TextInputField
              label="Id"
              value={draft.id}
              onValueChange={set('id')}
              error={errors.id}
            />
          )}
          <TextInputField
            label="As it was at"
            type="datetime-local"
            step="1"
            value={draft.at}
            onValueChange={set('at')}
            error={errors.at}
          />
          <TextInputField
            label="Compare with (optional)"
            type="datetime-local"
            step="1"
            value={draft.compareAt}
            onValueChange={set('compareAt')}
          />
          <Button type="submit" variant="outline">
            <History aria-hidden="true" />
            Show
          </Button>
        </SimpleGrid>
      </form>
      {moments && <Then a={moments.a} b={moments.b} />}
    </Stack>
  );
}

function Then({ a, b }: { a: Moment; b: Moment | null }) {
  const first = useStreamAsOf(a);
  const second = useStreamAsOf(b);
  const [onlyChanged, setOnlyChanged] = useState(true);
  if (first.isPending || (b && second.isPending)) {
    return <PageSpinner label="Travelling back in time" />;
  }
  const error = first.error ?? second.error;
  if (error) {
    return (
      <ErrorState title="Could not look back" description={serverMessage(error) ?? error.message} />
    );
  }
  if (!first.data) return null;
  const then = first.data;
  const compared = b ? second.data : undefined;
  if (then.events.length === 0 && (!compared || compared.events.length === 0)) {
    return (
      <EmptyState
        title={`Nothing had happened to this ${then.kind} yet`}
        description={`Its first event is later than ${dateTime(then.asOf)}.`}
      />
    );
  }
  const rows = compareFields(then.state, compared?.state);
  const changed = rows.filter((r) => r.a !== r.b);
  const shown = compared && onlyChanged ? changed : rows;

  return (
    <Stack gap="3" aria-live="polite">
      <Text textStyle="sm" color="fg.muted">
        {subject(then.kind, then.id)}: {events(then.events.length)} up to {dateTime(then.asOf)}
        {compared &&
          `; ${events(compared.events.length)} up to ${dateTime(compared.asOf)} · ${changed.length} ${changed.length === 1 ? 'field differs' : 'fields differ'}`}
      </Text>
      {compared && (
        <Checkbox.Root
          checked={onlyChanged}
          onCheckedChange={(e) => setOnlyChanged(e.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Only fields that differ</Checkbox.Label>
        </Checkbox.Root>
      )}
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="32rem">
        <Table.Root size="sm" stickyHeader>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Field</Table.ColumnHeader>
              <Table.ColumnHeader>{dateTime(then.asOf)}</Table.ColumnHeader>
              {compared && <Table.ColumnHeader>{dateTime(compared.asOf)}</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((row) => (
              <Table.Row
                key={row.field}
                bg={compared && row.a !== row.b ? 'yellow.subtle' : undefined}
              >
                <Table.Cell textStyle="sm">
                  <HStack gap="2">
                    <span title={row.field}>{fieldLabel(row.field)}</span>
                    {compared && row.a !== row.b && (
                      <Badge size="xs" colorPalette="yellow">
                        changed
                      </Badge>
                    )}
                  </HStack>
                </Table.Cell>
                <Table.Cell overflowWrap="anywhere">
                  {fieldValue(row.field, row.a) ?? '—'}
                </Table.Cell>
                {compared && (
                  <Table.Cell overflowWrap="anywhere">
                    {fieldValue(row.field, row.b) ?? '—'}
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
