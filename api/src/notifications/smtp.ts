import nodemailer from 'nodemailer';
import { NotificationError, type Notifier } from './notifier';

export interface SmtpOptions {
  /** e.g. `smtp://user:pass@mail.example:587` or `smtps://…`. */
  url: string;
  from: string;
}

/** Email through any SMTP server (Mailpit locally, a provider's relay in production). */
export function createSmtpNotifier(options: SmtpOptions): Notifier & { close(): void } {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      if (message.channel !== 'email')
        throw new NotificationError(`SMTP cannot send a ${message.channel} message`);
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject ?? '',
          text: message.body,
          // A stable Message-ID lets receiving servers drop a retried duplicate.
          ...(message.key ? { messageId: `<${message.key}@pickup>` } : {}),
        });
      } catch (err) {
        throw new NotificationError(`Email to ${message.to} failed: ${(err as Error).message}`, {
          cause: err,
        });
      }
    },
    close: () => transport.close(),
  };
}
