import type pg from 'pg';
import { createDevOutbox } from './dev-outbox';
import type { Config } from '../config';
import { createHttpProviderNotifier, type HttpProviderOptions } from './http-provider';
import type { Channel, Notifier } from './notifier';
import { createSmtpNotifier } from './smtp';

export interface NotifierConfig {
  smtpUrl?: string;
  mailFrom?: string;
  sms?: HttpProviderOptions;
  now?: () => Date;
}

export const DEFAULT_MAIL_FROM = 'Pickup <no-reply@pickup.example>';

export function notifierConfig(config: Config): NotifierConfig {
  return {
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    sms: config.SMS_PROVIDER_URL
      ? {
          url: config.SMS_PROVIDER_URL,
          callUrl: config.SMS_PROVIDER_CALL_URL,
          format: config.SMS_PROVIDER_FORMAT,
          token: config.SMS_PROVIDER_TOKEN,
          user: config.SMS_PROVIDER_USER,
          password: config.SMS_PROVIDER_PASSWORD,
          from: config.SMS_FROM,
        }
      : undefined,
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
  const phone = config.sms ? createHttpProviderNotifier(config.sms) : outbox;
  return {
    routes: {
      email: config.smtpUrl ? 'smtp' : 'outbox',
      sms: config.sms ? 'provider' : 'outbox',
      call: config.sms ? 'provider' : 'outbox',
    },
    send: (message) => (message.channel === 'email' ? email : phone).send(message),
  };
}
