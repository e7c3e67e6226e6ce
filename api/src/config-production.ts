import { DEFAULT_CAPTCHA_MAX_NUMBER } from './captcha/captcha';

/**
 * What production needs that development fills in by itself. Development generates a JWT
 * secret and keeps every message in the dev outbox; production hides that outbox, so
 * without a real mail server and SMS provider no one could verify a phone (and so order)
 * or receive a password link. Checked on the raw settings so that these lines join the
 * other invalid settings in one message.
 */
export function productionProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const set = (name: string) => (env[name]?.trim() ?? '') !== '';
  const problems: string[] = [];
  const secret = env.JWT_SECRET?.trim() ?? '';
  if (secret === '') {
    problems.push('JWT_SECRET: required in production (32+ random characters)');
  } else if (secret.length >= 32 && isWeakSecret(secret)) {
    problems.push(
      'JWT_SECRET: too weak for production (a placeholder or too few distinct characters); use 32+ random characters',
    );
  }
  if (!set('DATA_KEY_MASTER_KEY')) {
    problems.push(
      "DATA_KEY_MASTER_KEY: required in production (32 random bytes, base64, e.g. `openssl rand -base64 32`; it wraps every user's data key, and a lost key makes all personal data unreadable)",
    );
  }
  if (!set('SMTP_URL')) {
    problems.push('SMTP_URL: required in production (password links and receipts are emailed)');
  }
  if (!set('SMS_PROVIDER_URL')) {
    problems.push(
      'SMS_PROVIDER_URL: required in production (phone verification codes are sent by SMS)',
    );
  } else if (
    !set('SMS_PROVIDER_TOKEN') &&
    !(set('SMS_PROVIDER_USER') && set('SMS_PROVIDER_PASSWORD'))
  ) {
    problems.push(
      "SMS_PROVIDER_TOKEN or SMS_PROVIDER_USER + SMS_PROVIDER_PASSWORD: required in production (the SMS provider's credentials)",
    );
  }
  if (env.SMS_PROVIDER_FORMAT?.trim() === 'form' && !set('SMS_FROM')) {
    problems.push('SMS_FROM: required with SMS_PROVIDER_FORMAT=form (the sending number)');
  }
  if (env.PASSWORD_HASH_COST?.trim() === 'test') {
    problems.push('PASSWORD_HASH_COST: test is for test runs only; production hashes at owasp');
  }
  if (set('CAPTCHA_MAX_NUMBER') && Number(env.CAPTCHA_MAX_NUMBER) < DEFAULT_CAPTCHA_MAX_NUMBER) {
    problems.push(`CAPTCHA_MAX_NUMBER: below ${DEFAULT_CAPTCHA_MAX_NUMBER} is for test runs only`);
  }
  if (!set('PUBLIC_URL')) {
    problems.push('PUBLIC_URL: required in production (the address in emailed links)');
  }
  return problems;
}

/** Placeholders people paste from examples, or a long run of few characters. */
function isWeakSecret(secret: string): boolean {
  return (
    /change.?me|example|placeholder|default|password|secret/i.test(secret) ||
    new Set(secret).size < 12
  );
}
