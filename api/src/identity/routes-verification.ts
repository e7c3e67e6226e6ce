import { CODE_TTL_MS } from '@pickup/domain/identity/constants';
import { PHONE_NEEDED_FOR_VERIFICATION } from '@pickup/domain/identity/decider';
import { verificationCodeSchema } from '@pickup/domain/identity/schemas';
import type { ActiveUser } from '@pickup/domain/identity/state';
import { toVerificationStatus } from '@pickup/domain/identity/user-view';
import {
  CODE_EXPIRED_MESSAGE,
  codeCheckError,
  codeResendError,
  type CodePurpose,
} from '@pickup/domain/identity/verification';
import { acknowledgementSchema, type Acknowledgement } from '@pickup/domain/shared/answers';
import { rateLimited, ruleBroken, unauthenticated } from '@pickup/domain/shared/errors';
import { getUser } from '@pickup/projections/identity/user-queries';
import type { Actor } from '../http/actor';
import { CATCHING_UP, route, type RouteDeps } from '../http/route';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { Channel } from '../notifications/notifier';
import { SmsLimitReached } from '../notifications/sms-budget';
import { requireActor, statusAfter, type IdentityService } from './service';
import { verificationStatusSchema } from '@pickup/projections/identity/contract';

export const EMAIL_CODE_SENT = 'Verification email sent';
export const SMS_CODE_SENT = 'Verification code sent by SMS';
export const CALL_STARTED = 'Calling you now with your verification code';
export const EMAIL_VERIFIED = 'Your email has been verified successfully';
export const PHONE_VERIFIED = 'Your phone number has been verified successfully';
export const EMAIL_ALREADY_VERIFIED = 'Your email is already verified';
export const PHONE_ALREADY_VERIFIED = 'Your phone number is already verified';
export const SEND_FAILED = 'We could not send your verification code. Please try again shortly.';

const tags = ['verification'];
const minutes = CODE_TTL_MS / 60_000;
const digits = (phone: string) => phone.replace(/[^\d+]/g, '');

function codeMessage(channel: Channel, code: string) {
  switch (channel) {
    case 'email':
      return {
        subject: 'Your Pickup verification code',
        body: `Your Pickup verification code is ${code}. It expires in ${minutes} minutes.`,
      };
    case 'sms':
      return {
        body: `Your Pickup verification code is ${code}. It expires in ${minutes} minutes.`,
      };
    case 'call':
      // Read out slowly, digit by digit, after the code as written for the transcript.
      return {
        body: `Your Pickup verification code is ${code}. Again: ${code.split('').join(', ')}.`,
      };
    default: {
      const _never: never = channel;
      return _never;
    }
  }
}

/** customer-area §7 "Verification"; codes follow DECISIONS 15 (verification.ts in the domain). */
export function verificationRoutes(r: RouteDeps, svc: IdentityService): void {
  async function sendCode(actor: Actor, channel: Channel, sent: string): Promise<Acknowledgement> {
    const user = await svc.liveUser(actor);
    const purpose: CodePurpose = channel === 'email' ? 'email' : 'phone';
    const target = purpose === 'email' ? user.email : user.phone;
    if (target === null) throw ruleBroken(PHONE_NEEDED_FOR_VERIFICATION);
    if (purpose === 'email' ? user.emailVerified : user.phoneVerified) {
      return {
        success: true,
        message: purpose === 'email' ? EMAIL_ALREADY_VERIFIED : PHONE_ALREADY_VERIFIED,
      };
    }
    await svc.limit(
      `code-send:${user.id}`,
      'codeSendsPerUser',
      'Too many verification codes requested',
    );
    if (purpose === 'phone') {
      await svc.limit(
        `code-send:number:${digits(target)}`,
        'codeSendsPerNumber',
        'Too many messages to this phone number',
      );
    }
    const issued = await svc.codes.issueCode(user.id, purpose, target);
    if (!issued.ok) throw codeResendError(issued);
    try {
      await svc.notifier.send({
        channel,
        to: target,
        purpose: 'verification',
        ...codeMessage(channel, issued.code),
      });
    } catch (err) {
      if (err instanceof SmsLimitReached) throw rateLimited(err.message);
      if (isDatabaseUnavailable(err)) throw err;
      throw ruleBroken(SEND_FAILED);
    }
    return { success: true, message: sent };
  }

  async function checkCode(actor: Actor, purpose: CodePurpose, code: string) {
    const user = await svc.liveUser(actor);
    await svc.limit(`code-check:${user.id}`, 'codeChecksPerUser', 'Too many verification attempts');
    const checked = await svc.codes.checkCode(user.id, purpose, code);
    const error = codeCheckError(checked.outcome);
    if (error) throw error;
    if (!sentToCurrent(user, purpose, checked.target)) throw ruleBroken(CODE_EXPIRED_MESSAGE);
    return svc.command(actor, user.id, purpose === 'email' ? 'VerifyEmail' : 'VerifyPhone', {});
  }

  route(r, {
    method: 'get',
    path: '/api/verification/status',
    summary: 'Whether email and phone are verified, and whether a phone is set',
    tags,
    access: 'user',
    response: verificationStatusSchema,
    handler: async ({ actor }) => {
      const user = await getUser(svc.pool, requireActor(actor).userId);
      if (!user) throw unauthenticated();
      return { body: toVerificationStatus(user) };
    },
  });

  const sends = [
    ['send-email', 'email', EMAIL_CODE_SENT, 'Email a 6-digit code'],
    ['send-sms', 'sms', SMS_CODE_SENT, 'Text a 6-digit code to the phone'],
    ['send-call', 'call', CALL_STARTED, 'Call the phone and read out a 6-digit code'],
  ] as const;
  for (const [name, channel, sent, summary] of sends) {
    route(r, {
      method: 'post',
      path: `/api/verification/${name}`,
      summary,
      tags,
      access: 'user',
      responses: { 422: 'No phone yet', 429: 'Sent less than a minute ago' },
      response: acknowledgementSchema,
      handler: async ({ actor }) => ({ body: await sendCode(requireActor(actor), channel, sent) }),
    });
  }

  const checks = [
    ['verify-email', 'email', EMAIL_VERIFIED],
    ['verify-phone', 'phone', PHONE_VERIFIED],
  ] as const;
  for (const [name, purpose, verified] of checks) {
    route(r, {
      method: 'post',
      path: `/api/verification/${name}`,
      summary: `Check the ${purpose} code`,
      tags,
      access: 'user',
      body: verificationCodeSchema,
      responses: {
        200: 'Verified',
        202: CATCHING_UP,
        400: 'Wrong code',
        422: 'Expired or used',
        429: 'Too many tries',
      },
      response: acknowledgementSchema,
      handler: async ({ body, actor }) => {
        const executed = await checkCode(requireActor(actor), purpose, body.code);
        return { status: statusAfter(executed), body: { success: true, message: verified } };
      },
    });
  }
}

/** A code sent to an address the account no longer has verifies nothing. */
function sentToCurrent(user: ActiveUser, purpose: CodePurpose, target: string | null): boolean {
  if (target === null) return false;
  if (purpose === 'email') return target.toLowerCase() === user.email.toLowerCase();
  return user.phone !== null && digits(target) === digits(user.phone);
}
