import { formatMoney, formatTaxPercent } from '@pickup/domain/catalog/money';
import { DEFAULT_LARGEST_ORDER_CENTS } from '@pickup/domain/ordering/order-size';
import { Button, Card, DataList, HStack, Heading } from '@chakra-ui/react';
import { DAYS } from '@pickup/domain/catalog/hours-types';
import { DEFAULT_REMIND_AFTER_MINUTES } from '@pickup/domain/ordering/reminder';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ActiveBadge } from '@/components/management/active-badge';
import type { Restaurant } from '@/types/management';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The Restaurant Settings tab: read-only, with the way to edit. */
export function RestaurantSettings({ restaurant: r }: { restaurant: Restaurant }) {
  const rows: [string, string][] = [
    ['Name', r.name],
    ['Cuisine', cap(r.cuisine)],
    ['Address', r.address],
    ['Phone', r.phone || '—'],
    ['Pickup time', `${r.estimatedPickupTime} min`],
    ['Tax rate', formatTaxPercent(r.taxRate)],
    ['Time zone', r.timezone],
    ['Notification email', r.notificationEmail || '—'],
    ['Notification phone', r.notificationPhone || '—'],
    ['Notify by', r.notificationPreference === 'call' ? 'Phone call' : 'SMS'],
    ['No-show after', `${r.noShowAfterMinutes ?? 30} min past the promise`],
    ['Remind after', `${r.remindAfterMinutes ?? DEFAULT_REMIND_AFTER_MINUTES} min ready`],
    ['Check pickup code at handover', r.checkPickupCode ? 'On' : 'Off'],
    [
      'Largest order without calling us',
      formatMoney(r.largestOrderCents ?? DEFAULT_LARGEST_ORDER_CENTS),
    ],
  ];
  const hours = r.hours;
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <HStack>
            <Heading as="h2" size="md">
              Restaurant Settings
            </Heading>
            <ActiveBadge active={r.isActive} />
          </HStack>
          <Button asChild>
            <Link to={paths.restaurantEdit.getHref(r.id)}>Edit Restaurant</Link>
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
          {DAYS.map((day) => (
            <DataList.Item key={day}>
              <DataList.ItemLabel>{cap(day)}</DataList.ItemLabel>
              <DataList.ItemValue>
                {!hours
                  ? 'Open all day'
                  : hours[day].closed
                    ? 'Closed'
                    : `${hours[day].start} – ${hours[day].end}`}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
