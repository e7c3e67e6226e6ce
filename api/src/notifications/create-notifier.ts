import type pg from 'pg';
import { createDevOutbox } from './dev-outbox';
import { createHttpProviderNotifier } from './http-provider';
import type { Channel, Notifier } from './notifier';
import { createSmtpNotifier } from './smtp';

export interface NotifierConfig {
  smtpUrl?: string;
  mailFrom?: string;
  smsProviderUrl?: string;
  smsProviderToken?: string;
  smsProviderTimeoutMs?: number;
  now?: () => Date;
}

export const DEFAULT_MAIL_FROM = 'Pickup <no-reply@pickup.example>';

export function notifierConfigFromEnv(env: NodeJS.ProcessEnv): NotifierConfig {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    smsProviderUrl: env.SMS_PROVIDER_URL || undefined,
    smsProviderToken: env.SMS_PROVIDER_TOKEN || undefined,
  };
}

export interface ConfiguredNotifier extends Notifier {
  /** Which adapter each channel uses, for the startup log. */
  routes: Record<Channel, 'smtp' | 'provider' | 'outbox'>;
}

/** Email → SMTP when SMTP_URL is set; SMS and calls → the HTTP provider when set; else the dev outbox. */
export function createNotifier(config: NotifierConfig, pool: pg.Pool): ConfiguredNotifier {
  const outbox = createDevOutbox(pool, { now: config.now });
  const email = config.smtpUrl
    ? createSmtpNotifier({ url: config.smtpUrl, from: config.mailFrom ?? DEFAULT_MAIL_FROM })
    : outbox;
  const phone = config.smsProviderUrl
    ? createHttpProviderNotifier({
        url: config.smsProviderUrl,
        token: config.smsProviderToken,
        timeoutMs: config.smsProviderTimeoutMs,
      })
    : outbox;
  return {
    routes: {
      email: config.smtpUrl ? 'smtp' : 'outbox',
      sms: config.smsProviderUrl ? 'provider' : 'outbox',
      call: config.smsProviderUrl ? 'provider' : 'outbox',
    },
    send: (message) => (message.channel === 'email' ? email : phone).send(message),
  };
}
