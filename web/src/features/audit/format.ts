import { ROLE_LABELS, type Role } from '@pickup/domain/identity/constants';
import { restaurantDateTime } from '@pickup/domain/catalog/zoned-time';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * "Mar 1, 2026, 7:00:00 AM EST": on a restaurant's clock when the moment is about one (as
 * the order history beside it reads), else this device's; the zone is always named.
 */
export const dateTime = (iso: string, timezone?: string) =>
  restaurantDateTime(timezone ?? browserZone(), new Date(iso), { seconds: true });

export const roleLabel = (role: string | null) =>
  role && role in ROLE_LABELS ? ROLE_LABELS[role as Role] : role;

/** "Ann Lee · Admin", or just the name when the role is unknown. */
export const actorLabel = (name: string | null, role: string | null) => {
  const label = roleLabel(role);
  const who = name ?? 'Unknown user';
  return label ? `${who} · ${label}` : who;
};

/** Checkpoints are zero-padded sortable text ("…0862:…0000"); people read "862:0". */
export const shortCheckpoint = (checkpoint: string) =>
  checkpoint
    .split(':')
    .map((part) => part.replace(/^0+(?=\d)/, ''))
    .join(':');

export const count = (n: number) => n.toLocaleString('en-US');
