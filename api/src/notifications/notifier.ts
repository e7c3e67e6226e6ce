import type { Channel } from '@pickup/domain/notifications/outbox';

export type { Channel };

export interface Message {
  channel: Channel;
  /** Email address or phone number. */
  to: string;
  /** Email only. */
  subject?: string;
  /** Plain text; for a call, the text read out. */
  body: string;
  /**
   * 'verification': a code someone is waiting for to sign up or order. Such texts and calls
   * draw on a budget of their own (notifications/sms-budget.ts); everything else is a notification.
   */
  purpose?: 'verification' | 'notification';
  /** Idempotency key: a retried send with the same key is delivered once where the adapter can tell. */
  key?: string;
}

/** Sends a message or throws a NotificationError saying why it could not. */
export interface Notifier {
  send(message: Message): Promise<void>;
}

export class NotificationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NotificationError';
  }
}
