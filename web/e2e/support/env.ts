/** Debian's chromium and the flags it runs with in tests and the Lighthouse bench. */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** What the global setup hands to the tests (through the environment of the workers). */
export type E2eEnv = {
  baseURL: string;
  restaurantId: string;
  restaurantName: string;
  /** The fixture restaurant's coordinates, granted to the browser as its location. */
  latitude: number;
  longitude: number;
};

const KEY = 'PICKUP_E2E';

export const writeE2eEnv = (env: E2eEnv) => {
  process.env[KEY] = JSON.stringify(env);
};

export function readE2eEnv(): E2eEnv {
  const raw = process.env[KEY];
  if (!raw) throw new Error('The end-to-end global setup did not run');
  return JSON.parse(raw) as E2eEnv;
}

export const hasE2eEnv = () => Boolean(process.env[KEY]);

/**
 * Where the browser tests leave their screenshots for a person to look at: inside the
 * test output unless `SHOTS_DIR` names another place.
 */
export const shotPath = (name: string) =>
  `${process.env.SHOTS_DIR ?? 'test-results/shots'}/${name}`;
