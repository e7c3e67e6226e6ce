import type { Role, User } from '@/lib/auth';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+15550001111',
    role: 'customer' satisfies Role,
    marketingOptIn: true,
    emailVerified: true,
    phoneVerified: true,
    mustChangePassword: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Stores tokens so the app asks the server who is signed in. */
export function signIn(): void {
  localStorage.setItem('access_token', 'access-1');
  localStorage.setItem('refresh_token', 'refresh-1');
}
