import { Container, Stack, Tabs } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/management/page-header';
import { AdminStatCards } from '../components/admin-stat-cards';
import { AnalyticsTab } from '../components/analytics-tab';
import { MessagesTab } from '../components/messages-tab';
import { OrdersTab, type OrderHistorySlot } from '../components/orders-tab';
import { RestaurantsTab } from '../components/restaurants-tab';
import { UsersTab } from '../components/users-tab';

/**
 * A tab of the dashboard. Other features' tabs are composed in by the app (features do not
 * import each other).
 */
export type AdminTab = { value: string; label: string; content: ReactNode };

type Props = {
  extraTabs?: readonly AdminTab[];
  /** An order's history, shown when a row of the Orders tab is expanded. */
  orderHistory?: OrderHistorySlot;
};

/** /admin and /admin-dashboard; the route guard admits admins only (spec §2, §6). */
export function AdminDashboard({ extraTabs = [], orderHistory }: Props) {
  const [search, setSearch] = useSearchParams();
  const tabs: readonly AdminTab[] = [
    { value: 'users', label: 'Users', content: <UsersTab /> },
    { value: 'restaurants', label: 'Restaurants', content: <RestaurantsTab /> },
    { value: 'orders', label: 'Orders', content: <OrdersTab orderHistory={orderHistory} /> },
    { value: 'analytics', label: 'Analytics', content: <AnalyticsTab /> },
    { value: 'messages', label: 'Messages', content: <MessagesTab /> },
    ...extraTabs,
  ];
  const tabParam = search.get('tab');
  const tab = tabs.find((t) => t.value === tabParam)?.value ?? 'users';
  const tabList = useRef<HTMLDivElement>(null);
  // On a phone the tab row scrolls sideways: keep the open tab (e.g. from ?tab=) in sight.
  useEffect(() => {
    const list = tabList.current;
    const selected = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (list && selected) {
      list.scrollLeft = selected.offsetLeft - (list.clientWidth - selected.offsetWidth) / 2;
    }
  }, [tab]);
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }}>
      <PageHeader title="Admin Dashboard" subtitle="Users, restaurants and orders across Pickup" />
      <Stack gap="6">
        <AdminStatCards />
        <Tabs.Root
          value={tab}
          onValueChange={(e) => setSearch({ tab: e.value }, { replace: true })}
          variant="line"
          lazyMount
        >
          <Tabs.List ref={tabList} overflowX="auto" overflowY="hidden">
            {tabs.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value} flexShrink="0">
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((t) => (
            <Tabs.Content key={t.value} value={t.value}>
              {t.content}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
