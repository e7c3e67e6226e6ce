import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { OpenStatus } from '@pickup/domain/catalog/hours';
import { clockLabel } from '@pickup/domain/catalog/zoned-time';
import { capitalise } from '../types';

/**
 * DECISIONS 1: "Open until {close}" / "Closed · opens {day} {time}", from the hours; "Open 24
 * hours" for a restaurant that never closes.
 */
export function openStatusText(status: OpenStatus): string {
  // No closing time: open around the clock (no hours set, or every day all day).
  if (status.open) {
    return status.closesAt
      ? `Open until ${clockLabel(status.closesAt, { short: true })}`
      : 'Open 24 hours';
  }
  if (!status.opensAt) return 'Closed';
  const { day, time, daysAhead } = status.opensAt;
  const when = daysAhead === 0 ? 'today' : daysAhead === 1 ? 'tomorrow' : capitalise(day);
  return `Closed · opens ${when} ${clockLabel(time, { short: true })}`;
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
