import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import { api } from './api-client';

export const getCaptchaChallenge = (): Promise<Challenge> =>
  api.get<Challenge>('/api/captcha/challenge');

/**
 * Fetches a fresh ALTCHA challenge and solves it (proof of work) in the browser. The result is
 * the base64 payload the server verifies. Challenges are single-use, so nothing is cached.
 */
export async function solveCaptcha(): Promise<string> {
  const challenge = await getCaptchaChallenge();
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('Verification failed, please try again.');
  return btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  );
}
