import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Notifier } from '../notifications/notifier';

/** A text or call as the catcher understood it. */
export interface CaughtMessage {
  channel: 'sms' | 'call';
  to: string;
  from: string | null;
  body: string;
  at: string;
}

const KEPT = 200;

async function readText(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += (chunk as Buffer).toString('utf8');
  return text;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const spoken = (twiml: string) =>
  twiml
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();

/** Both shapes the SMS adapter sends: JSON `{ to, from, body, channel }` or Twilio's form. */
function parse(type: string | undefined, text: string): Omit<CaughtMessage, 'at'> | null {
  if (type?.startsWith('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(text);
    const to = form.get('To');
    const twiml = form.get('Twiml');
    const body = twiml === null ? form.get('Body') : spoken(twiml);
    if (!to || body === null) return null;
    return { channel: twiml === null ? 'sms' : 'call', to, from: form.get('From'), body };
  }
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
  const to = str(json.to);
  const body = str(json.body);
  if (!to || body === undefined) return null;
  return {
    channel: json.channel === 'call' ? 'call' : 'sms',
    to,
    from: str(json.from) ?? null,
    body,
  };
}

/**
 * The evaluation stack's SMS provider: takes what a real one would, keeps the latest
 * messages (`GET /` lists them, newest first) and relays each to the mail catcher, whose
 * inbox is then where an evaluator reads codes, emails and texts alike.
 */
export function createSmsCatcher(opts: { relay?: Notifier; now?: () => Date } = {}): Server {
  const now = opts.now ?? (() => new Date());
  const caught: CaughtMessage[] = [];
  return createServer(async (req, res) => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(caught));
      return;
    }
    const message = parse(req.headers['content-type'], await readText(req));
    if (req.method !== 'POST' || !message) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Expected a POST of { to, body } or To and Body' }));
      return;
    }
    const entry = { ...message, at: now().toISOString() };
    caught.unshift(entry);
    caught.length = Math.min(caught.length, KEPT);
    try {
      await opts.relay?.send({
        channel: 'email',
        to: `${message.to.replace(/\D/g, '') || 'unknown'}@sms.invalid`,
        subject: `${message.channel === 'call' ? 'Call' : 'SMS'} to ${message.to}`,
        body: message.body,
      });
    } catch (err) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: (err as Error).message }));
      return;
    }
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify(entry));
  });
}
