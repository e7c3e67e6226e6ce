import { Badge, Box, Button, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useRestaurants } from '@/lib/management/api/get-restaurants';
import { useUsers } from '@/lib/management/api/get-users';
import { fullName } from '@/lib/management/format';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/get-audit-log';
import { actorLabel, count, dateTime } from '../format';
import { streamSubject, type Named } from '../stream-subject';
import {
  TIME_TRAVEL_KINDS,
  type AuditLogEntry,
  type AuditLogFilter,
  type TimeTravelKind,
} from '../types';
import { AuditFilters } from './audit-filters';
import { TimeTravel, type TimeTravelStart } from './time-travel';

/** Issue 8 item 3: every event of the system, newest first, filtered and paged. */
export function AuditTab() {
  const [filter, setFilter] = useState<AuditLogFilter>({});
  const [page, setPage] = useState(1);
  const log = useAuditLog(filter, page);
  const apply = (next: AuditLogFilter) => {
    setFilter(next);
    setPage(1);
  };
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / AUDIT_PAGE_SIZE)) : 1;
  const restaurants = useRestaurants();
  const users = useUsers({ enabled: true });
  const named: Named = {
    restaurants: new Map((restaurants.data ?? []).map((r) => [r.id, r])),
    users: new Map((users.data ?? []).map((u) => [u.id, fullName(u)])),
  };
  const [travel, setTravel] = useState<{ start?: TimeTravelStart; n: number }>({ n: 0 });
  const travelRef = useRef<HTMLElement>(null);
  const seeThen = (start: TimeTravelStart) => {
    setTravel((t) => ({ start, n: t.n + 1 }));
    travelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Stack gap="5">
      <Box
        as="section"
        ref={travelRef}
        aria-labelledby="time-travel-heading"
        borderWidth="1px"
        rounded="md"
        p="4"
      >
        <Heading as="h2" size="sm" id="time-travel-heading" mb="3">
          Time travel
        </Heading>
        <TimeTravel key={travel.n} start={travel.start} />
      </Box>
      <AuditFilters onApply={apply} />
      {log.isPending && <PageSpinner label="Loading the audit log" />}
      {log.isError && (
        <ErrorState
          title="Failed to load the audit log"
          description={log.error.message}
          action={
            <Button size="sm" variant="outline" onClick={() => void log.refetch()}>
              Try again
            </Button>
          }
        />
      )}
      {log.data?.items.length === 0 && (
        <EmptyState title="No events found" description="No event matches these filters." />
      )}
      {log.data && log.data.items.length > 0 && (
        <Stack gap="3">
          <Box
            as="ul"
            listStyleType="none"
            borderWidth="1px"
            rounded="md"
            aria-busy={log.isFetching}
          >
            {log.data.items.map((entry) => (
              <LogRow key={entry.eventId} entry={entry} named={named} onSeeThen={seeThen} />
            ))}
          </Box>
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Text textStyle="sm" color="fg.muted" aria-live="polite">
              Page {log.data.page} of {pages} · {count(log.data.total)} events
            </Text>
            <HStack gap="2">
              <Button
                size="sm"
                variant="outline"
                disabled={page <= 1 || log.isFetching}
                onClick={() => setPage((p) => p - 1)}
              >
                Previous
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={page >= pages || log.isFetching}
                onClick={() => setPage((p) => p + 1)}
              >
                Next
              </Button>
            </HStack>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * An event's instant as a datetime-local value in the browser's wall clock. Rounded up to
 * the second, so that the moment shown includes the event itself (it happened at .4 s).
 */
function localInput(iso: string): string {
  const d = new Date(Math.ceil(Date.parse(iso) / 1000) * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

const isTravelKind = (kind: string): kind is TimeTravelKind =>
  (TIME_TRAVEL_KINDS as readonly string[]).includes(kind);

function LogRow({
  entry,
  named,
  onSeeThen,
}: {
  entry: AuditLogEntry;
  named: Named;
  onSeeThen: (start: TimeTravelStart) => void;
}) {
  const kind = entry.streamKind;
  const restaurant = entry.restaurantId ? named.restaurants.get(entry.restaurantId) : undefined;
  const subject = streamSubject(entry, named);
  return (
    <Grid
      as="li"
      templateColumns={{ base: '1fr', md: '12rem 1fr 14rem' }}
      gap={{ base: '1', md: '4' }}
      px="4"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: '0' }}
    >
      <Text textStyle="sm" color="fg.muted">
        <time dateTime={entry.at}>{dateTime(entry.at, restaurant?.timezone)}</time>
      </Text>
      <Stack gap="1" minW="0">
        <Text fontWeight="medium" overflowWrap="anywhere">
          {entry.summary}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Badge variant="surface" colorPalette="gray" fontFamily="mono">
            {entry.type}
          </Badge>
          <Text textStyle="xs" color="fg.muted" overflowWrap="anywhere" title={entry.stream}>
            {[subject, restaurant && restaurant.name !== subject ? restaurant.name : null]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </HStack>
      </Stack>
      <Stack gap="1" align="start">
        <Text textStyle="sm">{actorLabel(entry.actorName, entry.actorRole)}</Text>
        {isTravelKind(kind) && (
          <Button
            size="xs"
            variant="ghost"
            onClick={() =>
              onSeeThen({
                kind,
                id: entry.stream.slice(kind.length + 1),
                at: localInput(entry.at),
              })
            }
          >
            See the {kind} then
          </Button>
        )}
      </Stack>
    </Grid>
  );
}
