import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useRestaurants } from '@/lib/management/api/get-restaurants';
import { useUsers } from '@/lib/management/api/get-users';
import { SelectField, TextInputField } from '@/components/management/fields';
import { fullName } from '@/lib/management/format';
import type { AuditLogFilter } from '../types';

/** Server work (seeding, reactors) is recorded as this actor. */
const SYSTEM_ACTOR = { value: 'system', label: 'System' };

type Draft = {
  actorId: string;
  eventType: string;
  restaurantId: string;
  from: string;
  to: string;
};

const EMPTY: Draft = { actorId: '', eventType: '', restaurantId: '', from: '', to: '' };

/** datetime-local speaks the browser's wall clock; the API wants an instant. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : undefined);

function toFilter(draft: Draft): AuditLogFilter {
  return {
    actorId: draft.actorId || undefined,
    eventType: draft.eventType.trim() || undefined,
    restaurantId: draft.restaurantId || undefined,
    from: toIso(draft.from),
    to: toIso(draft.to),
  };
}

type Props = { onApply: (filter: AuditLogFilter) => void };

/** Actor, event type, restaurant and time range; applied together so paging starts over. */
export function AuditFilters({ onApply }: Props) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  // Five fields fill a phone's screen: there they open on demand, above the log.
  const [shown, setShown] = useState(false);
  const users = useUsers({ enabled: true });
  const restaurants = useRestaurants();
  const set = (field: keyof Draft) => (value: string) =>
    setDraft((d) => ({ ...d, [field]: value }));
  const rangeError =
    draft.from && draft.to && new Date(draft.from) > new Date(draft.to)
      ? 'The end must not be before the start'
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rangeError) onApply(toFilter(draft));
  };
  const clear = () => {
    setDraft(EMPTY);
    onApply({});
  };

  const actors = [
    SYSTEM_ACTOR,
    ...(users.data ?? []).map((u) => ({ value: u.id, label: `${fullName(u)} (${u.email})` })),
  ];
  const restaurantOptions = (restaurants.data ?? []).map((r) => ({ value: r.id, label: r.name }));

  return (
    <Stack as="form" gap="4" onSubmit={submit} aria-label="Audit log filters">
      <Button
        type="button"
        size="sm"
        variant="outline"
        alignSelf="start"
        display={{ base: 'inline-flex', md: 'none' }}
        aria-expanded={shown}
        aria-controls="audit-filter-fields"
        onClick={() => setShown((s) => !s)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {shown ? 'Hide filters' : 'Show filters'}
      </Button>
      <SimpleGrid
        id="audit-filter-fields"
        columns={{ base: 1, md: 2, lg: 5 }}
        gap="3"
        display={{ base: shown ? 'grid' : 'none', md: 'grid' }}
      >
        <SelectField
          label="Actor"
          value={draft.actorId}
          onValueChange={set('actorId')}
          options={actors}
          placeholder="Anyone"
        />
        <TextInputField
          label="Event type"
          value={draft.eventType}
          onValueChange={set('eventType')}
          placeholder="e.g. OrderPlaced"
        />
        <SelectField
          label="Restaurant"
          value={draft.restaurantId}
          onValueChange={set('restaurantId')}
          options={restaurantOptions}
          placeholder="Any restaurant"
        />
        <TextInputField
          label="From"
          type="datetime-local"
          value={draft.from}
          onValueChange={set('from')}
        />
        <TextInputField
          label="To"
          type="datetime-local"
          value={draft.to}
          onValueChange={set('to')}
          error={rangeError}
        />
      </SimpleGrid>
      <HStack gap="2" display={{ base: shown ? 'flex' : 'none', md: 'flex' }}>
        <Button type="submit" size="sm">
          Apply filters
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={clear}>
          Clear
        </Button>
      </HStack>
    </Stack>
  );
}
