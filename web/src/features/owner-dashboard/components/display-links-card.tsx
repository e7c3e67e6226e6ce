import {
  Alert,
  Button,
  Card,
  Checkbox,
  Field,
  Heading,
  Input,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import {
  useCreateDisplayLink,
  useDisplayLinks,
  useRevokeDisplayLink,
  type DisplayLink,
} from '../api/display-links';

const failed = (title: string) => (error: unknown) =>
  notify.error({
    title,
    description: error instanceof ApiError ? error.serverMessage : 'Please try again.',
  });

function NewDisplayLink({ restaurantId }: { restaurantId: string }) {
  const [label, setLabel] = useState('');
  const [showNames, setShowNames] = useState(true);
  const create = useCreateDisplayLink(restaurantId);
  const submit = () =>
    create.mutate(
      { label, showNames },
      {
        onSuccess: () => {
          setLabel('');
          notify.success({ title: 'Display link created' });
        },
        onError: failed('Could not create the link'),
      },
    );
  return (
    <Stack gap="3" as="form" onSubmit={(e) => (e.preventDefault(), submit())}>
      <Field.Root>
        <Field.Label>Screen name</Field.Label>
        <Input
          value={label}
          maxLength={60}
          placeholder="Counter TV"
          onChange={(e) => setLabel(e.target.value)}
        />
      </Field.Root>
      <Checkbox.Root checked={showNames} onCheckedChange={(e) => setShowNames(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Show first name and last initial (off: order numbers only)</Checkbox.Label>
      </Checkbox.Root>
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
      <Link href={link.url} target="_blank" rel="noreferrer" wordBreak="break-all" fontSize="sm">
        {link.url}
      </Link>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        alignSelf="start"
        loading={revoke.isPending}
        onClick={() => revoke.mutate(link.id, { onError: failed('Could not revoke the link') })}
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
  const links = useDisplayLinks(restaurantId);
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          Lobby screen
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          A link for a TV in the lobby: orders preparing and ready for pickup, live. No phone,
          email, notes or prices are shown.
        </Text>
      </Card.Header>
      <Card.Body gap="4">
        {links.isPending ? (
          <Skeleton height="16" aria-label="Loading display links" />
        ) : links.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>Couldn't load the display links.</Alert.Title>
          </Alert.Root>
        ) : links.data.length === 0 ? (
          <Text>No display links yet.</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {links.data.map((link) => (
              <LinkRow key={link.id} link={link} restaurantId={restaurantId} />
            ))}
          </Stack>
        )}
        <NewDisplayLink restaurantId={restaurantId} />
      </Card.Body>
    </Card.Root>
  );
}
