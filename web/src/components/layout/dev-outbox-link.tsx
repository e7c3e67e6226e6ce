import { Link } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { outboxKeys } from '@/lib/dev-outbox-keys';

/**
 * A quiet footer link to /dev/outbox while developing, or when the API offers an outbox
 * (a local `npm start`); production has neither, so the link is not there.
 */
export function DevOutboxLink() {
  const probe = useQuery({
    queryKey: outboxKeys.available(),
    queryFn: () =>
      api.get('/api/dev/outbox?limit=1', { refreshOnUnauthorized: false }).then(() => true),
    enabled: !import.meta.env.DEV,
  });
  if (!import.meta.env.DEV && probe.data !== true) return null;
  return (
    <Link asChild fontSize="xs" color="gray.400" _hover={{ color: 'white' }}>
      <RouterLink to={paths.devOutbox.getHref()}>Dev outbox</RouterLink>
    </Link>
  );
}
