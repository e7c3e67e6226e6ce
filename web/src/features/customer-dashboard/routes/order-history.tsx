import { Button, Card, Container, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, ChevronLeft, ChevronRight, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Head } from '@/components/seo/head';
import { EmptyState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { HISTORY_PAGE_SIZE, useOrderHistory } from '../api/get-order-history';
import { LiveOrderUpdates } from '../components/live-order-updates';
import { OrdersList } from '../components/orders-card';
import { plural } from '../format';

/** `?page=` as a page number from 1; anything else is the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /order-history: every order the customer placed, newest first, ten to a page. */
export default function OrderHistoryRoute() {
  const { data: user } = useUser();
  const [params] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const history = useOrderHistory(user?.id, page);
  useUnauthorizedRedirect([history.error]);

  const total = history.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  const orders = history.data?.orders;

  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <Head title="Order History" />
      <Stack gap="6">
        <Button asChild variant="ghost" alignSelf="start" size="sm" ms="-3">
          <RouterLink to={paths.customerDashboard.getHref()}>
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </RouterLink>
        </Button>
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Order History
          </Heading>
          <Text color="fg.muted" fontSize="lg" aria-live="polite">
            {history.data ? `${plural(total, 'order')} in all` : 'Every order you have placed.'}
          </Text>
        </Stack>
        <LiveOrderUpdates orderIds={orders?.map((o) => o.id) ?? []} />
        <Card.Root>
          <Card.Body p={{ base: '3', md: '6' }}>
            {orders && orders.length === 0 && total > 0 ? (
              <EmptyState
                icon={<Receipt />}
                title="No orders on this page"
                description={`Your orders fill ${plural(pages, 'page')}.`}
                action={
                  <Button asChild>
                    <RouterLink to={paths.orderHistory.getHref()}>Go to the first page</RouterLink>
                  </Button>
                }
              />
            ) : (
              <OrdersList orders={orders} isPending={history.isPending} isError={history.isError} />
            )}
          </Card.Body>
        </Card.Root>
        {total > HISTORY_PAGE_SIZE && <Pager page={page} pages={pages} />}
      </Stack>
    </Container>
  );
}

function Pager({ page, pages }: { page: number; pages: number }) {
  return (
    <HStack as="nav" aria-label="Order history pages" justify="space-between" gap="3">
      <PageLink to={page > 1 ? Math.min(page - 1, pages) : null}>
        <ChevronLeft aria-hidden="true" />
        Newer
      </PageLink>
      <Text fontSize="sm" color="fg.muted">
        Page {page} of {pages}
      </Text>
      <PageLink to={page < pages ? page + 1 : null}>
        Older
        <ChevronRight aria-hidden="true" />
      </PageLink>
    </HStack>
  );
}

/** A link to another page, or a disabled button where there is none. */
function PageLink({ to, children }: { to: number | null; children: ReactNode }) {
  if (to === null) {
    return (
      <Button variant="outline" size="sm" disabled>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="sm">
      <RouterLink to={paths.orderHistory.getHref(to)}>{children}</RouterLink>
    </Button>
  );
}
