import { NotificationError, type Message, type Notifier } from './notifier';

export interface HttpProviderOptions {
  /** Endpoint for text messages (and calls, unless callUrl is given). */
  url: string;
  callUrl?: string;
  /**
   * `json`: `POST { to, from?, body, channel }` as JSON (a small relay or webhook provider).
   * `form`: `To`, `From`, `Body` form-encoded, the shape of Twilio's Messages API and the
   * providers that copy it; a call sends `Twiml` that reads the text out instead of `Body`.
   */
  format?: 'json' | 'form';
  /** Sent as `Authorization: Bearer …`. */
  token?: string;
  /** HTTP basic auth (Twilio: account SID and auth token). */
  user?: string;
  password?: string;
  /** The sending number or sender id. */
  from?: string;
  timeoutMs?: number;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function requestBody(
  options: HttpProviderOptions,
  message: Message,
): { type: string; body: string } {
  if (options.format !== 'form') {
    const { to, body, channel } = message;
    return {
      type: 'application/json',
      body: JSON.stringify({ to, ...(options.from ? { from: options.from } : {}), body, channel }),
    };
  }
  const form = new URLSearchParams({ To: message.to });
  if (options.from) form.set('From', options.from);
  if (message.channel === 'call') {
    form.set('Twiml', `<Response><Say>${escapeXml(message.body)}</Say></Response>`);
  } else {
    form.set('Body', message.body);
  }
  return { type: 'application/x-www-form-urlencoded', body: form.toString() };
}

function authorization(options: HttpProviderOptions): string | undefined {
  if (options.token) return `Bearer ${options.token}`;
  if (options.user !== undefined && options.password !== undefined) {
    return `Basic ${Buffer.from(`${options.user}:${options.password}`).toString('base64')}`;
  }
  return undefined;
}

/** SMS and voice calls through an HTTP provider: one POST per message; any 2xx means accepted. */
export function createHttpProviderNotifier(options: HttpProviderOptions): Notifier {
  const timeoutMs = options.timeoutMs ?? 5000;
  const auth = authorization(options);
  return {
    async send(message) {
      if (message.channel === 'email')
        throw new NotificationError('The SMS provider cannot send email');
      const { type, body } = requestBody(options, message);
      const headers: Record<string, string> = { 'content-type': type };
      if (auth) headers.authorization = auth;
      if (message.key) headers['idempotency-key'] = message.key;
      const url = message.channel === 'call' ? (options.callUrl ?? options.url) : options.url;
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers,
          body,
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
