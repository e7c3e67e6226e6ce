import { Alert, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A titled card of a management screen: what it is for, then its form or figures. */
export function SectionCard(props: { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          {props.title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {props.description}
        </Text>
      </Card.Header>
      <Card.Body gap="4">{props.children}</Card.Body>
    </Card.Root>
  );
}

/**
 * The entries a card holds (special days, display links), each as a list item: a
 * placeholder while loading, an alert when they could not load, `emptyText` when none.
 * `what` names them: "Loading {what}", "Couldn't load the {what}."
 */
export function EntryList<T extends { id: string }>(props: {
  query: UseQueryResult<T[]>;
  what: string;
  emptyText: string;
  children: (entry: T) => ReactNode;
}) {
  const { query, what } = props;
  if (query.isPending) return <Skeleton height="16" aria-label={`Loading ${what}`} />;
  if (query.isError)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>Couldn&apos;t load the {what}.</Alert.Title>
      </Alert.Root>
    );
  if (query.data.length === 0) return <Text>{props.emptyText}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {query.data.map(props.children)}
    </Stack>
  );
}
