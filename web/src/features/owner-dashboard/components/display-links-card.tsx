import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CheckboxField, TextInputField } from '@/components/management/fields';
import { SectionCard, EntryList } from '@/components/management/section-card';
import { notify } from '@/components/ui/toaster';
import { titledFailureToast } from '@/lib/management/toasts';
import {
  useCreateDisplayLink,
  useDisplayLinks,
  useRevokeDisplayLink,
  type DisplayLink,
} from '../api/display-links';

function NewDisplayLink({ restaurantId }: { restaurantId: string }) {
  const [label, setLabel] = useState('');
  const [showNames, setShowNames] = useState(false);
  const create = useCreateDisplayLink(restaurantId);
  const submit = () =>
    create.mutate(
      { label, showNames },
      {
        onSuccess: () => {
          setLabel('');
          notify.success({ title: 'Display link created' });
        },
        onError: titledFailureToast('Could not create the link'),
      },
    );
  return (
    <Stack gap="3" as="form" onSubmit={(e) => (e.preventDefault(), submit())}>
      <TextInputField
        label="Screen name"
        value={label}
        maxLength={60}
        placeholder="Counter TV"
        onValueChange={setLabel}
      />
      <CheckboxField
        label="Show first name and last initial (off: order numbers only)"
        checked={showNames}
        onCheckedChange={setShowNames}
      />
      <Button type="submit" alignSelf="start" loading={create.isPending}>
        Create display link
      </Button>
    </Stack>
  );
}

function LinkRow({ link, restaurantId }: { link: DisplayLink; restaurantId: string }) {
  const revoke = useRevokeDisplayLink(restaurantId);
  return (
    <Stack as="li" gap="1" borderWidth="1px" borderRadius="md" p="3" data-testid="display-link">
      <Text fontWeight="semibold">{link.label}</Text>
      <Text fontSize="sm" color="fg.muted">
        {link.showNames ? 'Numbers with first name and last initial' : 'Order numbers only'}
      </Text>
      {link.url ? (
        <Link href={link.url} target="_blank" rel="noreferrer" wordBreak="break-all" fontSize="sm">
          {link.url}
        </Link>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Made before links were kept secret from the database: its screen keeps working, but its
          address can no longer be shown. Revoke it and create another to see one.
        </Text>
      )}
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        alignSelf="start"
        loading={revoke.isPending}
        onClick={() =>
          revoke.mutate(link.id, { onError: titledFailureToast('Could not revoke the link') })
        }
        aria-label={`Revoke ${link.label}`}
      >
        Revoke
      </Button>
    </Stack>
  );
}

/**
 * Issue 31: links for a TV in the lobby showing Preparing and Ready for pickup. Open one on
 * the screen's browser; revoking it turns that screen off at once.
 */
export function DisplayLinksCard({ restaurantId }: { restaurantId: string }) {
  return (
    <SectionCard
      title="Lobby screen"
      description="A link for a TV in the lobby: orders preparing and ready for pickup, live. No phone, email, notes or prices are shown."
    >
      <EntryList
        query={useDisplayLinks(restaurantId)}
        what="display links"
        emptyText="No display links yet."
      >
        {(link) => <LinkRow key={link.id} link={link} restaurantId={restaurantId} />}
      </EntryList>
      <NewDisplayLink restaurantId={restaurantId} />
    </SectionCard>
  );
}
