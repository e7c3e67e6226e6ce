import { Card, DataList, HStack, Heading } from '@chakra-ui/react';
import { ROLE_LABELS } from '@pickup/domain/identity/constants';
import { UserRound } from 'lucide-react';
import type { User } from '@/lib/auth';

const memberSince = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });

export function AccountInformation({ user }: { user: User }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || '—';
  const rows = [
    ['Name', name],
    ['Email', user.email],
    ['Role', ROLE_LABELS[user.role]],
    ['Member since', memberSince.format(new Date(user.createdAt))],
  ] as const;
  return (
    <Card.Root as="section" aria-labelledby="account-info-heading">
      <Card.Header>
        <HStack gap="2">
          <UserRound size={20} aria-hidden="true" color="var(--chakra-colors-brand-fg)" />
          <Heading as="h2" size="lg" id="account-info-heading">
            Account Information
          </Heading>
        </HStack>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" gap="3">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
