import { NotificationError, type Notifier } from './notifier';

export interface HttpProviderOptions {
  /** Endpoint that accepts `POST { to, body, channel }` as JSON. */
  url: string;
  /** Sent as `Authorization: Bearer …` when given. */
  token?: string;
  timeoutMs?: number;
}

/**
 * SMS and voice calls through a webhook-style provider (or a small relay in front of one):
 * one JSON POST per message; any 2xx means accepted.
 */
export function createHttpProviderNotifier(options: HttpProviderOptions): Notifier {
  const timeoutMs = options.timeoutMs ?? 5000;
  return {
    async send(message) {
      if (message.channel === 'email')
        throw new NotificationError('The SMS provider cannot send email');
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (message.key) headers['idempotency-key'] = message.key;
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to: message.to, body: message.body, channel: message.channel }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const reason =
          (err as Error).name === 'TimeoutError'
            ? `did not answer within ${timeoutMs} ms`
            : `could not be reached (${(err as Error).message})`;
        throw new NotificationError(`The ${message.channel} provider ${reason}`, { cause: err });
      }
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 200);
        throw new NotificationError(
          `The ${message.channel} provider refused the message (${response.status})${detail ? `: ${detail}` : ''}`,
        );
      }
    },
  };
}
