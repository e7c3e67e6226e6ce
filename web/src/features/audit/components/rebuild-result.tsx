import { Alert, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { count, dateTime } from '../format';
import type { RebuildJob } from '../types';

/** A running rebuild's progress bar, or how the last one ended and what verification found. */
export function RebuildResult({ job }: { job: RebuildJob }) {
  if (job.status === 'running') return <RebuildProgress job={job} />;
  if (job.status === 'failed') {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Rebuild failed</Alert.Title>
          <Alert.Description>{job.error ?? 'Something went wrong'}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const when = job.finishedAt ? ` on ${dateTime(job.finishedAt)}` : '';
  if (job.identical !== false) {
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{job.identical ? 'Rebuilt and verified' : 'Rebuilt'}</Alert.Title>
          <Alert.Description>
            {count(job.applied)} events replayed{when};{' '}
            {job.identical
              ? 'the rebuilt rows match the previous ones.'
              : 'there were no previous rows to compare.'}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const differing = job.diff.filter(
    (d) => !d.comparable || d.onlyLive !== 0 || d.onlyRebuilt !== 0 || d.liveRows !== d.rebuiltRows,
  );
  return (
    <Stack gap="2">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Rebuilt with differences</Alert.Title>
          <Alert.Description>
            {count(job.applied)} events replayed{when}; {differing.length} table
            {differing.length === 1 ? '' : 's'} differ from the previous rows.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Caption srOnly>Verification differences</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Table</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Previous rows</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Rebuilt rows</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Only previous</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Only rebuilt</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {differing.map((d) => (
              <Table.Row key={d.table}>
                <Table.Cell fontFamily="mono">{d.table}</Table.Cell>
                <Table.Cell textAlign="end">{orDash(d.liveRows)}</Table.Cell>
                <Table.Cell textAlign="end">{orDash(d.rebuiltRows)}</Table.Cell>
                <Table.Cell textAlign="end">
                  {d.comparable ? orDash(d.onlyLive) : 'Not comparable'}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {d.comparable ? orDash(d.onlyRebuilt) : 'Not comparable'}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

const orDash = (n: number | null) => (n === null ? '—' : count(n));

function RebuildProgress({ job }: { job: RebuildJob }) {
  const percent = job.total ? Math.min(100, Math.round((job.applied / job.total) * 100)) : null;
  const label =
    job.total === null
      ? `${count(job.applied)} events replayed`
      : `${count(job.applied)} of ${count(job.total)} events`;
  return (
    <Progress.Root value={percent} size="sm">
      <Stack gap="1">
        <Text textStyle="sm" fontWeight="medium">
          Rebuilding… {percent !== null && `${percent}%`}
        </Text>
        <Progress.Track aria-label={`Rebuilding ${job.name}`}>
          <Progress.Range />
        </Progress.Track>
        <Text textStyle="xs" color="fg.muted">
          {label}
        </Text>
      </Stack>
    </Progress.Root>
  );
}
