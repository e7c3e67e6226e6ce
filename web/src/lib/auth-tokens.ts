import type { SessionTokensView } from '@pickup/projections/identity/contract';

/** Spec §3: the session lives in localStorage under these two keys. */
const ACCESS_KEY = 'access_token';
const REFRESH_KEY = 'refresh_token';

export type Tokens = SessionTokensView;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const authTokens = {
  access: (): string | null => read(ACCESS_KEY),
  refresh: (): string | null => read(REFRESH_KEY),
  hasSession: (): boolean => read(ACCESS_KEY) !== null || read(REFRESH_KEY) !== null,
  store(tokens: Tokens): void {
    localStorage.setItem(ACCESS_KEY, tokens.accessToken);
    localStorage.setItem(REFRESH_KEY, tokens.refreshToken);
  },
  clear(): void {
    localStorage.removeItem(ACCESS_KEY);
    localStorage.removeItem(REFRESH_KEY);
  },
};
