import type { RouteDeps } from '../http/route';
import { accountRoutes } from './routes-account';
import { adminUserRoutes } from './routes-admin';
import { authRoutes } from './routes-auth';
import { verificationRoutes } from './routes-verification';
import { createIdentityService, type IdentityDeps, type IdentityService } from './service';

/** Registrar for every identity call: auth, account, verification and admin users. */
export function identityRoutes(deps: IdentityDeps | IdentityService): (r: RouteDeps) => void {
  const svc = 'sessions' in deps ? deps : createIdentityService(deps);
  return (r) => {
    authRoutes(r, svc);
    accountRoutes(r, svc);
    verificationRoutes(r, svc);
    adminUserRoutes(r, svc);
  };
}
