import type { DomainEvent } from '../commands/decider';
import type { ContactCategory, SupportCategory } from './schemas';

export const messageStream = (messageId: string) => `message-${messageId}`;

interface CommonDetails {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** What the sender wrote; the captcha is checked by the API and never stored. */
export type MessageDetails =
  | (CommonDetails & { kind: 'support'; category: SupportCategory })
  | (CommonDetails & { kind: 'contact'; category: ContactCategory; company: string | null });

export type MessageReceived = DomainEvent<
  'MessageReceived',
  MessageDetails & {
    messageId: string;
    /** The signed-in sender, if any, so their messages can follow them (export, deletion). */
    senderId: string | null;
    receivedAt: string;
  }
>;

/** An admin erased it on request: its key is destroyed, so its text reads as null for good. */
export type MessageErased = DomainEvent<'MessageErased', { messageId: string; erasedAt: string }>;

export type MessageEvent = MessageReceived | MessageErased;
