import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { messageDecider } from '@pickup/domain/support/decider';
import { messageStream, type MessageDetails } from '@pickup/domain/support/events';
import {
  contactRequestSchema,
  supportRequestSchema,
  type ContactDetails,
} from '@pickup/domain/support/schemas';
import { acknowledgementSchema } from '@pickup/domain/shared/answers';
import { conflict, notFound, validation } from '@pickup/domain/shared/errors';
import {
  listMessages,
  MESSAGES_PROJECTION,
  senderOfMessage,
} from '@pickup/projections/support/messages';
import { MESSAGE_NOT_FOUND } from '@pickup/domain/support/decider';
import { z } from 'zod';
import type { Pii } from '../security/pii';
import { captchaChallengeSchema, type Captcha } from '../captcha/captcha';
import type { CommandBus } from '../commands/bus';
import type { Actor } from '../http/actor';
import { CATCHING_UP, route, type RouteDeps } from '../http/route';
import type { Notifier } from '../notifications/notifier';
import { createRateLimiter, type RateLimit } from '../security/rate-limit';
import { clientIp, enforceLimit } from '../identity/rate-limits';
import {
  contactDetailsSchema,
  messageListSchema,
  messageSentSchema,
  type MessageSent,
} from '@pickup/projections/support/contract';

export const MESSAGE_SENT = 'Message sent successfully!';
export const CAPTCHA_FAILED = 'CAPTCHA verification failed. Please try again.';
export const MESSAGE_ERASED = 'Message erased';
export const MESSAGE_OF_AN_ACCOUNT =
  'This message was sent from an account: it is erased when that account is deleted';

export interface SupportDeps {
  pool: pg.Pool;
  bus: CommandBus;
  captcha: Captcha;
  /** Destroys the key of a message sent without an account (erasure). */
  pii: Pick<Pii, 'destroyKey'>;
  notifier: Notifier;
  /** DECISIONS 21: where messages are mailed (SUPPORT_EMAIL). */
  supportEmail: string;
  /** DECISIONS 21: the phone number shown on the Contact page and footer (CONTACT_PHONE). */
  contactPhone: string;
  now?: () => Date;
  /** The clock the per-address limit's fixed windows read; unset, `now`. */
  limitsNow?: () => Date;
  messagesPerIp?: RateLimit;
  log?: { warn(obj: object, msg: string): void };
}

const tags = ['support'];
const SENT = {
  201: MESSAGE_SENT,
  202: CATCHING_UP,
  400: 'Invalid or reused captcha',
  429: 'Too many',
};

/** customer-area §2 "Support and Contact", DECISIONS 22–23. */
export function supportRoutes(deps: SupportDeps): (r: RouteDeps) => void {
  const now = deps.now ?? (() => new Date());
  const limiter = createRateLimiter(deps.pool, { now: deps.limitsNow ?? now });
  const perIp = deps.messagesPerIp ?? { limit: 10, windowMs: 60 * 60 * 1000 };

  async function receive(
    details: MessageDetails,
    captcha: string,
    actor: Actor | null,
    ip: string,
  ) {
    await enforceLimit(limiter, `contact:ip:${ip}`, perIp, 'Too many messages sent');
    if (!(await deps.captcha.verify(captcha))) {
      throw validation(CAPTCHA_FAILED, [{ pointer: '/captcha', detail: CAPTCHA_FAILED }]);
    }
    const messageId = randomUUID();
    const receivedAt = now().toISOString();
    const executed = await deps.bus.execute({
      name: 'ReceiveMessage',
      stream: messageStream(messageId),
      decider: messageDecider,
      command: {
        type: 'ReceiveMessage',
        messageId,
        senderId: actor?.userId ?? null,
        receivedAt,
        ...details,
      },
      actor,
      readModels: [MESSAGES_PROJECTION],
    });
    try {
      await deps.notifier.send({
        channel: 'email',
        to: deps.supportEmail,
        subject: `[${details.kind} · ${details.category}] ${details.subject}`,
        body: [
          `From: ${details.name} <${details.email}>`,
          ...(details.kind === 'contact' && details.company ? [`Company: ${details.company}`] : []),
          `Received: ${receivedAt}`,
          '',
          details.message,
        ].join('\n'),
        key: `message-${messageId}`,
      });
    } catch (err) {
      // The message is stored and listed for admins; a mail outage must not lose or refuse it.
      deps.log?.warn({ err, messageId }, 'support message not mailed');
    }
    const body: MessageSent = { success: true, message: MESSAGE_SENT, id: messageId };
    return { status: executed.caughtUp ? 201 : 202, body };
  }

  return (r) => {
    route(r, {
      method: 'get',
      path: '/api/contact/details',
      summary: 'The support email and contact phone, as configured',
      tags,
      access: 'public',
      response: contactDetailsSchema,
      handler: ({ res }) => {
        // Shown in every page's footer; a settings change reaches browsers within minutes.
        res.setHeader('Cache-Control', 'public, max-age=300');
        const body: ContactDetails = {
          supportEmail: deps.supportEmail,
          contactPhone: deps.contactPhone,
        };
        return { body };
      },
    });

    route(r, {
      method: 'get',
      path: '/api/captcha/challenge',
      summary: 'A fresh ALTCHA proof-of-work challenge',
      tags,
      access: 'public',
      response: captchaChallengeSchema,
      handler: async ({ res }) => {
        res.setHeader('Cache-Control', 'no-store');
        return { body: await deps.captcha.createChallenge() };
      },
    });

    route(r, {
      method: 'post',
      path: '/api/contact/support',
      summary: 'Send a support message (captcha or recaptcha: a solved ALTCHA challenge)',
      tags,
      access: 'optional',
      body: supportRequestSchema,
      responses: SENT,
      response: messageSentSchema,
      handler: async ({ body, actor, req }) => {
        const { captcha, ...fields } = body;
        return receive({ kind: 'support', ...fields }, captcha, actor, clientIp(req));
      },
    });

    route(r, {
      method: 'post',
      path: '/api/contact/general',
      summary: 'Send a contact message (captcha or recaptcha: a solved ALTCHA challenge)',
      tags,
      access: 'optional',
      body: contactRequestSchema,
      responses: SENT,
      response: messageSentSchema,
      handler: async ({ body, actor, req }) => {
        const { captcha, company, ...fields } = body;
        return receive(
          { kind: 'contact', ...fields, company: company ?? null },
          captcha,
          actor,
          clientIp(req),
        );
      },
    });

    route(r, {
      method: 'get',
      path: '/api/admin/messages',
      summary: 'Support and contact messages, newest first',
      tags,
      access: ['admin'],
      response: messageListSchema,
      handler: async () => ({ body: await listMessages(deps.pool) }),
    });

    route(r, {
      method: 'delete',
      path: '/api/admin/messages/:id',
      summary: 'Erase a message sent without an account (its text becomes unreadable for good)',
      tags,
      access: ['admin'],
      params: z.object({ id: z.uuid(MESSAGE_NOT_FOUND) }),
      responses: {
        200: MESSAGE_ERASED,
        202: CATCHING_UP,
        404: MESSAGE_NOT_FOUND,
        409: MESSAGE_OF_AN_ACCOUNT,
      },
      response: acknowledgementSchema,
      handler: async ({ params, actor }) => {
        const found = await senderOfMessage(deps.pool, params.id);
        if (!found) throw notFound(MESSAGE_NOT_FOUND);
        // A signed-in sender's messages share their account's key (deleted with it).
        if (found.senderId !== null) throw conflict(MESSAGE_OF_AN_ACCOUNT);
        const stream = messageStream(params.id);
        // The key first: should the event fail, the text is already unreadable, and a
        // retry completes the erasure.
        await deps.pii.destroyKey(stream);
        const executed = await deps.bus.execute({
          name: 'EraseMessage',
          stream,
          decider: messageDecider,
          command: { type: 'EraseMessage', messageId: params.id, erasedAt: now().toISOString() },
          actor,
          readModels: [MESSAGES_PROJECTION],
        });
        return {
          status: executed.caughtUp ? 200 : 202,
          body: { success: true, message: MESSAGE_ERASED },
        };
      },
    });
  };
}
