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

const TABS = ['users', 'restaurants', 'orders', 'analytics', 'messages'] as const;

/** A tab another feature provides; the app composes it in (features do not import each other). */
export type ExtraTab = { value: string; label: string; content: ReactNode };

type Props = {
  extraTabs?: readonly ExtraTab[];
  /** An order's history, shown when a row of the Orders tab is expanded. */
  orderHistory?: OrderHistorySlot;
};

/** /admin and /admin-dashboard; the route guard admits admins only (spec §2, §6). */
export function AdminDashboard({ extraTabs = [], orderHistory }: Props) {
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const known: readonly string[] = [...TABS, ...extraTabs.map((t) => t.value)];
  const tab = tabParam && known.includes(tabParam) ? tabParam : 'users';
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
            <Tabs.Trigger value="users" flexShrink="0">
              Users
            </Tabs.Trigger>
            <Tabs.Trigger value="restaurants" flexShrink="0">
              Restaurants
            </Tabs.Trigger>
            <Tabs.Trigger value="orders" flexShrink="0">
              Orders
            </Tabs.Trigger>
            <Tabs.Trigger value="analytics" flexShrink="0">
              Analytics
            </Tabs.Trigger>
            <Tabs.Trigger value="messages" flexShrink="0">
              Messages
            </Tabs.Trigger>
            {extraTabs.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value} flexShrink="0">
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="users">
            <UsersTab />
          </Tabs.Content>
          <Tabs.Content value="restaurants">
            <RestaurantsTab />
          </Tabs.Content>
          <Tabs.Content value="orders">
            <OrdersTab orderHistory={orderHistory} />
          </Tabs.Content>
          <Tabs.Content value="analytics">
            <AnalyticsTab />
          </Tabs.Content>
          <Tabs.Content value="messages">
            <MessagesTab />
          </Tabs.Content>
          {extraTabs.map((t) => (
            <Tabs.Content key={t.value} value={t.value}>
              {t.content}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
