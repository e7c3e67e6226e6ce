import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { notify } from '@/components/ui/toaster';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useUser, type Role } from '@/lib/auth';

/**
 * Spec §2 route access: a spinner while the session loads; a user who must change their
 * password reaches only /auth.
 */
export function SessionGate() {
  const user = useUser();
  const { pathname } = useLocation();
  if (user.isPending) return <PageSpinner label="Checking your session" />;
  if (user.isError) {
    return (
      <ErrorState
        title="Something went wrong"
        description="We couldn't check your session. Please reload the page."
      />
    );
  }
  if (user.data?.mustChangePassword && pathname !== paths.auth.path) {
    return <Navigate to={paths.auth.getHref()} replace />;
  }
  return <Outlet />;
}

/** Signed out: to /auth, which opens this page again once signed in. */
function SignInFirst() {
  const { pathname, search } = useLocation();
  return <Navigate to={paths.auth.getHref({ returnTo: `${pathname}${search}` })} replace />;
}

export function RequireSignedIn() {
  const { data: user } = useUser();
  if (!user) return <SignInFirst />;
  return <Outlet />;
}

/** Spec §2: the toast shows this long before the visitor is sent back to /. */
export const DENIED_REDIRECT_MS = 500;

function DeniedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    // `notify` replaces the visible toast, so a re-run of this effect still shows one.
    notify.error({ title: 'Unauthorized', description: "You don't have access to this page." });
    const timer = setTimeout(
      () => navigate(paths.home.getHref(), { replace: true }),
      DENIED_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate]);
  return null;
}

/** Management routes: signed-out users go to /auth, other roles back to / with a toast. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { data: user } = useUser();
  if (!user) return <SignInFirst />;
  if (!roles.includes(user.role)) return <DeniedRedirect />;
  return <Outlet />;
}

/** One path, two pages: chosen by whether (and as whom) the visitor is signed in. */
export function BySession({
  signedOut,
  signedIn,
  admin,
}: {
  signedOut: ReactNode;
  signedIn: ReactNode;
  admin?: ReactNode;
}) {
  const { data: user } = useUser();
  if (!user) return signedOut;
  if (user.role === 'admin' && admin) return admin;
  return signedIn;
}
