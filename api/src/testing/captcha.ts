import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';

/** What the browser does with a challenge: solve it and send the base64 payload. */
export async function solve(challenge: Challenge): Promise<string> {
  const { challenge: hash, salt, algorithm, maxnumber } = challenge;
  const solution = await solveChallenge(hash, salt, algorithm, maxnumber).promise;
  if (!solution) throw new Error('unsolvable challenge');
  return Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64');
}
