import { Container } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';

/**
 * A management screen about one thing it loads first: while it loads, and when it fails, the
 * title row (`header`) stays above a spinner or `failed`; then `children` draws the screen.
 */
export function LoadedPage<T>(props: {
  query: UseQueryResult<T>;
  maxW: string;
  header: ReactNode;
  /** The spinner's label for screen readers. */
  loading: string;
  failed: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { query, maxW, header } = props;
  return (
    <Container maxW={maxW} py="8">
      {query.isPending ? (
        <>
          {header}
          <PageSpinner label={props.loading} />
        </>
      ) : query.isError ? (
        <>
          {header}
          {props.failed}
        </>
      ) : (
        props.children(query.data)
      )}
    </Container>
  );
}
