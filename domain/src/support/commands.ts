import type { MessageDetails } from './events';

/** Store a support or contact message after the API has verified its captcha. */
export type ReceiveMessage = MessageDetails & {
  type: 'ReceiveMessage';
  messageId: string;
  senderId: string | null;
  /** ISO time the message arrived. */
  receivedAt: string;
};

export type MessageCommand = ReceiveMessage;
