import type { UserView } from '@pickup/domain/identity/user-view';
import type { SignedInView } from '@pickup/projections/identity/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, serverMessage } from './api-client';
import { authTokens } from './auth-tokens';
import { solveCaptcha } from './captcha';
import { flashToast } from './flash-toast';
import { hardRedirect } from './hard-redirect';
import { notify } from '@/components/ui/toaster';

export type { Role } from '@pickup/domain/identity/constants';

/** GET /api/auth/user: the users read model's contract. */
export type User = UserView;

export type AuthResponse = SignedInView;

export type LoginInput = { email: string; password: string };
export type RegisterInput = LoginInput & {
  firstName: string;
  lastName: string;
  phone: string;
  marketingOptIn: boolean;
};

/** GET /api/auth/user: a 401 (after the one refresh attempt) means signed out, not an error. */
export async function getUser(): Promise<User | null> {
  if (!authTokens.hasSession()) return null;
  try {
    return await api.get<User>('/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const userQueryKey = ['auth', 'user'] as const;

/**
 * Without tokens the answer is known at once: signed out. Saying so up front spares a visitor
 * the session spinner's render pass before the first page.
 */
export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: getUser,
    retry: false,
    initialData: () => (authTokens.hasSession() ? undefined : null),
  });

export const useUser = () => useQuery(getUserQueryOptions());

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const login = (body: LoginInput & { captcha?: string }) =>
        api.post<AuthResponse>('/api/auth/login', body, { refreshOnUnauthorized: false });
      try {
        return await login(input);
      } catch (error) {
        // After several failed logins the server asks for a solved captcha instead of locking
        // the account: the browser solves it (a moment's proof of work) and tries once more.
        if (!(error instanceof ApiError) || !error.errors.some((e) => e.pointer === '/captcha')) {
          throw error;
        }
        return login({ ...input, captcha: await solveCaptcha() });
      }
    },
    onSuccess: ({ tokens, user }) => {
      authTokens.store(tokens);
      queryClient.setQueryData(userQueryKey, user);
      notify.success({
        title: 'Welcome back!',
        description: 'You have been logged in successfully.',
      });
    },
    onError: (error) => {
      notify.error({ title: 'Login failed', description: serverMessage(error) ?? 'Login failed' });
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      api.post<AuthResponse>('/api/auth/register', input, { refreshOnUnauthorized: false }),
    onSuccess: ({ tokens, user }) => {
      authTokens.store(tokens);
      queryClient.setQueryData(userQueryKey, user);
      notify.success({
        title: 'Welcome!',
        description: 'Your account has been created successfully.',
      });
    },
    onError: (error) => {
      notify.error({ title: 'Registration failed', description: serverMessage(error) });
    },
  });
}

/**
 * Spec §2 "Sign Out": the session is cleared and the page reloaded at / even when the call
 * fails. The toast is carried across the reload so the user actually sees it.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      let ok = true;
      try {
        await api.post(
          '/api/auth/logout',
          { refreshToken: authTokens.refresh() ?? undefined },
          {
            refreshOnUnauthorized: false,
          },
        );
      } catch {
        ok = false;
      }
      authTokens.clear();
      queryClient.clear();
      flashToast.set(
        ok
          ? { title: 'Goodbye!', description: 'You have been logged out successfully.' }
          : { title: 'Logged out', description: 'You have been logged out.' },
      );
      hardRedirect('/');
    },
  });
}
