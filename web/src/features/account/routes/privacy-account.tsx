import { Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { Head } from '@/components/seo/head';
import { useUser } from '@/lib/auth';
import { AccountTab } from '../components/account-tab';
import { DataTab } from '../components/data-tab';
import { PrivacyTab } from '../components/privacy-tab';
import { ProfileTab } from '../components/profile-tab';

const TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'privacy', label: 'Privacy' },
  { value: 'data', label: 'My Data' },
  { value: 'account', label: 'Account' },
] as const;

type Tab = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

/** /privacy-account (spec §2); `?tab=` picks the tab, so /privacy-settings can open Privacy. */
export default function PrivacyAccountRoute() {
  const { data: user } = useUser();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';

  if (!user) return null;

  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <Head title="Privacy & Account" />
      <Stack gap="2" mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Privacy &amp; Account
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Manage your profile, privacy choices and data.
        </Text>
      </Stack>
      <Tabs.Root
        value={tab}
        onValueChange={({ value }) => setParams({ tab: value }, { replace: true })}
        variant="line"
        lazyMount
      >
        <Tabs.List overflowX="auto" mb="6">
          {TABS.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value} flexShrink="0">
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profile">
          <ProfileTab user={user} />
        </Tabs.Content>
        <Tabs.Content value="privacy">
          <PrivacyTab />
        </Tabs.Content>
        <Tabs.Content value="data">
          <DataTab />
        </Tabs.Content>
        <Tabs.Content value="account">
          <AccountTab user={user} />
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  );
}
