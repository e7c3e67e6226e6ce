import { z } from 'zod';
import { adminResetPasswordSchema, adminUserSchema } from '@pickup/domain/identity/schemas';
import type { ActiveUser } from '@pickup/domain/identity/state';
import { toUserView } from '@pickup/domain/identity/user-view';
import { acknowledgementSchema } from '@pickup/domain/shared/answers';
import { listUsers } from '@pickup/projections/identity/user-queries';
import { CATCHING_UP, route, type RouteDeps } from '../http/route';
import { createAccountByAdmin, deleteAccount, updateAccountByAdmin } from './accounts';
import { ADMIN_PASSWORD_RESET_MESSAGE, mailPasswordLink, resetPasswordByAdmin } from './passwords';
import { requireActor, statusAfter, type IdentityService } from './service';
import { userListSchema, userViewSchema } from '@pickup/projections/identity/contract';

export const USER_DELETED_MESSAGE = 'User deleted successfully!';

const tags = ['admin users'];
const admin = ['admin'] as const;
const userParams = z.object({ id: z.string().trim().min(1, 'User id is required').max(100) });

/** management-area §7 "Users (admin)". */
export function adminUserRoutes(r: RouteDeps, svc: IdentityService): void {
  route(r, {
    method: 'get',
    path: '/api/admin/users',
    summary: 'Every account (never a secret)',
    tags,
    access: admin,
    response: userListSchema,
    handler: async () => ({ body: await listUsers(svc.pool) }),
  });

  route(r, {
    method: 'post',
    path: '/api/admin/users',
    summary: 'Create an account; the person is emailed a link to set a password',
    tags,
    access: admin,
    body: adminUserSchema,
    responses: { 201: 'Created', 202: CATCHING_UP, 409: 'Email already used' },
    response: userViewSchema,
    handler: async ({ body, actor }) => {
      const executed = await createAccountByAdmin(svc, requireActor(actor), body);
      const user = executed.state as ActiveUser;
      await mailPasswordLink(svc, user, 'welcome');
      return { status: statusAfter(executed, 201), body: toUserView(user) };
    },
  });

  route(r, {
    method: 'put',
    path: '/api/admin/users/:id',
    summary: 'Edit email, names, role and phone; the last admin cannot be demoted',
    tags,
    access: admin,
    params: userParams,
    body: adminUserSchema,
    responses: {
      200: 'Updated',
      202: CATCHING_UP,
      404: 'No such user',
      409: 'Email already used',
      422: 'Last admin',
    },
    response: userViewSchema,
    handler: async ({ params, body, actor }) => {
      const executed = await updateAccountByAdmin(svc, requireActor(actor), params.id, body);
      return { status: statusAfter(executed), body: toUserView(executed.state) };
    },
  });

  route(r, {
    method: 'delete',
    path: '/api/admin/users/:id',
    summary: 'Delete an account (as the user could); the last admin cannot be deleted',
    tags,
    access: admin,
    params: userParams,
    responses: { 200: 'Deleted', 202: CATCHING_UP, 404: 'No such user', 422: 'Last admin' },
    response: acknowledgementSchema,
    handler: async ({ params, actor }) => {
      const executed = await deleteAccount(svc, requireActor(actor), params.id);
      return {
        status: statusAfter(executed),
        body: { success: true, message: USER_DELETED_MESSAGE },
      };
    },
  });

  route(r, {
    method: 'post',
    path: '/api/admin/users/:id/reset-password',
    summary: "Set a user's password, by default requiring a change at next login",
    tags,
    access: admin,
    params: userParams,
    body: adminResetPasswordSchema,
    responses: { 200: 'Set', 202: CATCHING_UP, 404: 'No such user' },
    response: acknowledgementSchema,
    handler: async ({ params, body, actor }) => {
      const executed = await resetPasswordByAdmin(
        svc,
        requireActor(actor),
        params.id,
        body.password,
        body.requireChangeAtNextLogin,
      );
      return {
        status: statusAfter(executed),
        body: { success: true, message: ADMIN_PASSWORD_RESET_MESSAGE },
      };
    },
  });
}
