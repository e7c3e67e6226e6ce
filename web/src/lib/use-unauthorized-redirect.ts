import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { isAuthError } from './api-client';
import { authTokens } from './auth-tokens';
import { userQueryKey } from './auth';

/** Spec §9: the unauthorized toast stays this long before the sign-in page opens. */
const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * Spec §8 "Unauthorized on favourites or order": when any of `errors` is an auth error, say
 * so and open /auth after 500 ms. The session is forgotten first when its tokens are gone,
 * so /auth shows the sign-in form instead of sending a "signed-in" user back.
 */
export function useUnauthorizedRedirect(errors: readonly unknown[]) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const unauthorized = errors.some(isAuthError);
  // Home needs no return: signing in lands there (or on a waiting cart) anyway.
  const returnTo = pathname === paths.home.path ? undefined : `${pathname}${search}`;

  useEffect(() => {
    if (!unauthorized) return;
    notify.error({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
    const timer = setTimeout(() => {
      if (!authTokens.hasSession()) queryClient.setQueryData(userQueryKey, null);
      else void queryClient.invalidateQueries({ queryKey: userQueryKey });
      navigate(paths.auth.getHref({ returnTo }));
    }, UNAUTHORIZED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [unauthorized, navigate, queryClient, returnTo]);
}
