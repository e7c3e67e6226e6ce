import { Badge, Button, Card, HStack, Heading, Text } from '@chakra-ui/react';
import { restaurantTime } from '@pickup/domain/catalog/zoned-time';
import { Pause, Play, Timer } from 'lucide-react';
import type { Restaurant } from '@/types/management';
import { useServiceControl, type ServiceControl } from '../api/service-controls';

const PAUSES = [
  { label: '15 min', minutes: 15 },
  { label: '30 min', minutes: 30 },
  { label: '60 min', minutes: 60 },
  { label: 'Until closing', minutes: 'closing' },
] as const;

const RUSHES = [10, 20] as const;
const RUSH_FOR_MINUTES = 60;

/**
 * Issue 15: the owner stops the flow when the kitchen is overwhelmed, or stretches every
 * promise in a rush. Both end by themselves at the time shown (restaurant's clock).
 */
export function ServiceControls({ restaurant }: { restaurant: Restaurant }) {
  const control = useServiceControl(restaurant.id);
  const ordering = restaurant.ordering;
  const clock = (iso: string) => restaurantTime(restaurant.timezone, new Date(iso));
  const send = (c: ServiceControl) => control.mutate(c);
  const busy = control.isPending;

  // Issue 28: compact (two rows on a tablet), so the board below starts on the first screen.
  return (
    <Card.Root variant="outline">
      <Card.Body p="3" gap="3">
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            Online ordering
          </Heading>
          {ordering?.paused && ordering.pausedUntil ? (
            <Badge colorPalette="red" size="lg" variant="solid">
              Paused until {clock(ordering.pausedUntil)}
            </Badge>
          ) : (
            <Badge colorPalette="green" size="lg">
              Taking orders
            </Badge>
          )}
          {ordering && ordering.rushMinutes > 0 && ordering.rushUntil ? (
            <Badge colorPalette="orange" size="lg" variant="solid">
              Rush: +{ordering.rushMinutes} min until {clock(ordering.rushUntil)}
            </Badge>
          ) : (
            <Text color="fg.muted">Rush mode off: promises use the usual pickup time.</Text>
          )}
        </HStack>
        <HStack gap="2" wrap="wrap">
          <HStack gap="2" wrap="wrap" role="group" aria-label="Pause online ordering">
            {ordering?.paused ? (
              <Button size="lg" minH="12" disabled={busy} onClick={() => send({ kind: 'resume' })}>
                <Play aria-hidden="true" /> Resume now
              </Button>
            ) : (
              PAUSES.map((p) => (
                <Button
                  key={p.label}
                  size="lg"
                  minH="12"
                  px="3"
                  variant="outline"
                  colorPalette="red"
                  disabled={busy}
                  aria-label={`Pause ordering ${p.minutes === 'closing' ? 'until closing' : `for ${p.label}`}`}
                  onClick={() => send({ kind: 'pause', minutes: p.minutes })}
                >
                  <Pause aria-hidden="true" /> {p.label}
                </Button>
              ))
            )}
          </HStack>
          <HStack gap="2" wrap="wrap" role="group" aria-label="Rush mode">
            {ordering && ordering.rushMinutes > 0 ? (
              <Button
                size="lg"
                minH="12"
                variant="outline"
                disabled={busy}
                onClick={() => send({ kind: 'end-rush' })}
              >
                End rush
              </Button>
            ) : (
              RUSHES.map((extra) => (
                <Button
                  key={extra}
                  size="lg"
                  minH="12"
                  px="3"
                  variant="outline"
                  disabled={busy}
                  aria-label={`Rush +${extra} min for 1 hour`}
                  onClick={() =>
                    send({ kind: 'rush', extraMinutes: extra, forMinutes: RUSH_FOR_MINUTES })
                  }
                >
                  <Timer aria-hidden="true" /> Rush +{extra} min
                </Button>
              ))
            )}
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
