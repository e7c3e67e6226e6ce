import { Alert, Badge, Button, Card, DataList, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useProjections } from '../api/get-projections';
import { useRebuild, useStartRebuild } from '../api/rebuild-projection';
import { count, dateTime, shortCheckpoint } from '../format';
import type { ProjectionStatus } from '../types';
import { RebuildResult } from './rebuild-result';
import { useRebuildSignals } from './use-rebuild-signals';

/** Issue 8 item 4: every read model with its lag, and a rebuild while the site serves. */
export function ProjectionsTab() {
  const projections = useProjections();
  const live = useRebuildSignals();
  const start = useStartRebuild();

  return (
    <Stack gap="4">
      {live === 'reconnecting' && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Title>Reconnecting…</Alert.Title>
        </Alert.Root>
      )}
      {projections.isPending && <PageSpinner label="Loading projections" />}
      {projections.isError && (
        <ErrorState
          title="Failed to load projections"
          description={projections.error.message}
          action={
            <Button size="sm" variant="outline" onClick={() => void projections.refetch()}>
              Try again
            </Button>
          }
        />
      )}
      {projections.data?.length === 0 && <EmptyState title="No projections" />}
      {projections.data && projections.data.length > 0 && (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {projections.data.map((p) => (
            <ProjectionCard
              key={p.name}
              projection={p}
              starting={start.isPending && start.variables === p.name}
              onRebuild={() => start.mutate(p.name)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

type CardProps = { projection: ProjectionStatus; starting: boolean; onRebuild: () => void };

function ProjectionCard({ projection: p, starting, onRebuild }: CardProps) {
  const rebuild = useRebuild(p.name, { enabled: p.lastRebuild !== null });
  const job = rebuild.data ?? p.lastRebuild;
  const running = job?.status === 'running';
  const lag = `${count(p.lagEvents)}${p.lagCapped ? '+' : ''} events · ${count(p.lagSeconds)} s`;

  return (
    <Card.Root variant="outline" size="sm" aria-label={`Projection ${p.name}`} as="section">
      <Card.Header>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <HStack gap="2">
            <Card.Title as="h2" fontFamily="mono" textStyle="md">
              {p.name}
            </Card.Title>
            <Badge colorPalette={p.active ? 'green' : 'gray'} variant="subtle">
              {p.active ? 'Active' : 'Inactive'}
            </Badge>
            {p.lagEvents > 0 && (
              <Badge colorPalette="orange" variant="subtle">
                Behind
              </Badge>
            )}
          </HStack>
          <Button
            size="sm"
            variant="outline"
            onClick={onRebuild}
            loading={starting}
            disabled={running}
            aria-label={`Rebuild ${p.name}`}
          >
            <RefreshCw aria-hidden="true" />
            Rebuild
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <Stat label="Version" value={String(p.version)} />
          <Stat label="Checkpoint" value={shortCheckpoint(p.checkpoint)} mono />
          <Stat label="Lag" value={lag} />
          <Stat label="Events applied" value={count(p.eventsApplied)} />
          <Stat label="Updated" value={p.updatedAt ? dateTime(p.updatedAt) : 'Never'} />
        </DataList.Root>
        {job && <RebuildResult job={job} />}
      </Card.Body>
    </Card.Root>
  );
}

function Stat({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="8.5rem">{label}</DataList.ItemLabel>
      <DataList.ItemValue fontFamily={mono ? 'mono' : undefined}>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
