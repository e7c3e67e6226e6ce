import type { FavoritesEvent } from '@pickup/domain/favorites/favorites';
import { ROLE_LABELS } from '@pickup/domain/identity/constants';
import type { UserEvent } from '@pickup/domain/identity/events';
import { STAFF_STATUS_LABELS } from '@pickup/domain/ordering/status';
import type { OrderEvent } from '@pickup/domain/ordering/order';
import type { MessageEvent } from '@pickup/domain/support/events';
import { formatMoney } from '@pickup/domain/catalog/money';
import { humanizeType } from './streams';

/** "Order placed: 3 items, $24.50", "Status Preparing → Ready". */
export function summarizeOrder(event: OrderEvent): string {
  switch (event.type) {
    case 'OrderPlaced': {
      const items = event.data.lines.reduce((n, line) => n + line.quantity, 0);
      return `Order placed: ${items} ${items === 1 ? 'item' : 'items'}, ${formatMoney(event.data.totalCents)}`;
    }
    case 'OrderStatusChanged': {
      const { from, to, reason, notes } = event.data;
      const extra = [reason && `reason: ${reason}`, notes && `note: ${notes}`].filter(Boolean);
      const status = `Status ${STAFF_STATUS_LABELS[from] ?? from} → ${STAFF_STATUS_LABELS[to] ?? to}`;
      return extra.length > 0 ? `${status} (${extra.join('; ')})` : status;
    }
    // The note stays out: the audit log keeps these words.
    case 'CustomerArrived':
      return `Customer arrived ("I'm here"${event.data.via === 'link' ? ', from the ready text' : ''})`;
    case 'ReadyReminderSent':
      return `Ready reminder ${event.data.reminder} sent to the customer`;
    default: {
      const _never: never = event;
      return humanizeType((_never as { type: string }).type);
    }
  }
}

/**
 * Account events in words. Never personal data: the audit log keeps these summaries, and a
 * shredded account must not live on in them.
 */
export function summarizeUser(event: Pick<UserEvent, 'type' | 'data'>): string {
  const e = event as UserEvent;
  switch (e.type) {
    case 'UserRegistered':
      return `Account registered as ${ROLE_LABELS[e.data.role]}${e.data.by === 'admin' ? ' by an admin' : ''}`;
    case 'ProfileUpdated':
      return 'Profile name updated';
    case 'PhoneChanged':
      return 'Phone number changed';
    case 'EmailVerified':
      return 'Email verified';
    case 'PhoneVerified':
      return 'Phone verified';
    case 'MarketingConsentChanged':
      return `Marketing emails ${e.data.marketingOptIn ? 'turned on' : 'turned off'}`;
    case 'PasswordChanged':
      return 'Password changed';
    case 'PasswordResetByAdmin':
      return `Password reset by an admin${e.data.requireChangeAtNextLogin ? ' (change required at next sign-in)' : ''}`;
    case 'PasswordResetCompleted':
      return 'Password reset through an emailed link';
    case 'RoleChanged':
      return `Role ${ROLE_LABELS[e.data.from]} → ${ROLE_LABELS[e.data.to]}`;
    case 'UserUpdatedByAdmin':
      return `Account updated by an admin${e.data.emailChanged ? ' (email changed)' : ''}`;
    case 'UserDeleted':
      return `Account deleted ${e.data.by === 'admin' ? 'by an admin' : 'by the user'}`;
    default: {
      const _never: never = e;
      return humanizeType((_never as { type: string }).type);
    }
  }
}

/** Without the restaurant's id: the log row names the restaurant from its own column. */
export function summarizeFavorites(event: FavoritesEvent): string {
  switch (event.type) {
    case 'FavoriteAdded':
      return 'Added to favorites';
    case 'FavoriteRemoved':
      return 'Removed from favorites';
    default: {
      const _never: never = event;
      return humanizeType((_never as { type: string }).type);
    }
  }
}

/** Without the sender's name or text: those are personal data. */
export function summarizeMessage(event: MessageEvent): string {
  switch (event.type) {
    case 'MessageReceived':
      return `${event.data.kind === 'support' ? 'Support' : 'Contact'} message received (${event.data.category})`;
    case 'MessageErased':
      return 'Message erased';
    default: {
      const _never: never = event;
      return humanizeType((_never as { type: string }).type);
    }
  }
}
