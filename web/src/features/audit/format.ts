import { ROLE_LABELS, type Role } from '@pickup/domain/identity/constants';

export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'medium' });

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
