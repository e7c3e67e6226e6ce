import type { MessageDetails } from './events';

/** Store a support or contact message after the API has verified its captcha. */
export type ReceiveMessage = MessageDetails & {
  type: 'ReceiveMessage';
  messageId: string;
  senderId: string | null;
  /** ISO time the message arrived. */
  receivedAt: string;
};

/** Erase a message sent without an account (its own key is destroyed by the API). */
export interface EraseMessage {
  type: 'EraseMessage';
  messageId: string;
  /** ISO time of the erasure. */
  erasedAt: string;
}

export type MessageCommand = ReceiveMessage | EraseMessage;
