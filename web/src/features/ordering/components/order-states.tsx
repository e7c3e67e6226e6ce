import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { CircleAlert, Lock, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';

type Problem = { icon: ReactNode; title: string; description: string; action: ReactNode };

/** Spec §8 "Order page": 401 → Access Required, 403 → Access Denied, none → Order Not Found. */
function problemOf(error: unknown, retry: () => void, here: string): Problem {
  const message = error instanceof Error ? error.message : '';
  const dashboard = (
    <Button asChild variant="outline">
      <RouterLink to={paths.customerDashboard.getHref()}>Back to Dashboard</RouterLink>
    </Button>
  );
  if (message.includes('401') || message.includes('Unauthorized')) {
    return {
      icon: <Lock />,
      title: 'Access Required',
      description: 'You need to be logged in to view this order.',
      action: (
        <Button asChild>
          <RouterLink to={paths.auth.getHref({ returnTo: here })}>Log In</RouterLink>
        </Button>
      ),
    };
  }
  if (message.includes('403') || message.includes('Forbidden')) {
    return {
      icon: <Lock />,
      title: 'Access Denied',
      description:
        'This order belongs to a different account. Sign in with the account that placed it.',
      action: dashboard,
    };
  }
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return {
      icon: <SearchX />,
      title: 'Order Not Found',
      description: "We couldn't find this order. Check the link or look in your dashboard.",
      action: dashboard,
    };
  }
  return {
    icon: <CircleAlert />,
    title: "Couldn't load this order",
    description: 'Please check your connection and try again.',
    action: <Button onClick={retry}>Try again</Button>,
  };
}

export function OrderProblem({ error, retry }: { error: unknown; retry: () => void }) {
  const { pathname } = useLocation();
  const problem = problemOf(error, retry, pathname);
  return (
    <Container maxW="2xl" py="16">
      <Stack align="center" textAlign="center" gap="4" role="alert">
        <Stack color="brand.fg" aria-hidden="true">
          {problem.icon}
        </Stack>
        <Heading as="h1" size="2xl">
          {problem.title}
        </Heading>
        <Text color="fg.muted">{problem.description}</Text>
        {problem.action}
      </Stack>
    </Container>
  );
}
