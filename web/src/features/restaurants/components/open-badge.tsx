import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { OpenStatus } from '@pickup/domain/catalog/hours';
import { capitalise } from '../types';

/** "HH:MM" 24-hour local time as "10 PM" / "9:30 AM". */
export function formatClock(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour} ${suffix}` : `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/**
 * DECISIONS 1: "Open until {close}" / "Closed · opens {day} {time}", from the hours; "Open 24
 * hours" for a restaurant that never closes.
 */
export function openStatusText(status: OpenStatus): string {
  // No closing time: open around the clock (no hours set, or every day all day).
  if (status.open) {
    return status.closesAt ? `Open until ${formatClock(status.closesAt)}` : 'Open 24 hours';
  }
  if (!status.opensAt) return 'Closed';
  const { day, time, daysAhead } = status.opensAt;
  const when = daysAhead === 0 ? 'today' : daysAhead === 1 ? 'tomorrow' : capitalise(day);
  return `Closed · opens ${when} ${formatClock(time)}`;
}

type Props = BadgeProps & {
  status: OpenStatus | undefined;
  /** Paused by the kitchen now: not taking orders, whatever the hours say. */
  paused?: boolean;
  detailed?: boolean;
};

/**
 * The card shows Open/Closed (Paused while the kitchen takes no orders during its hours); the
 * restaurant page says until when, or when it opens.
 */
export function OpenBadge({ status, paused = false, detailed = false, ...props }: Props) {
  const open = status?.open ?? true;
  if (open && paused) {
    return (
      <Badge colorPalette="orange" variant="subtle" {...props}>
        {detailed ? 'Paused · not taking orders' : 'Paused'}
      </Badge>
    );
  }
  const text = detailed && status ? openStatusText(status) : open ? 'Open' : 'Closed';
  return (
    <Badge colorPalette={open ? 'green' : 'gray'} variant="subtle" {...props}>
      {text}
    </Badge>
  );
}
