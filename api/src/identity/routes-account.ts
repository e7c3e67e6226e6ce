import {
  consentSchema,
  dataExportSchema,
  deleteAccountSchema,
  phoneSchema,
} from '@pickup/domain/identity/schemas';
import { toUserView } from '@pickup/domain/identity/user-view';
import { acknowledgementSchema } from '@pickup/domain/shared/answers';
import { conflict, unauthenticated } from '@pickup/domain/shared/errors';
import { getUser } from '@pickup/projections/identity/user-queries';
import { CATCHING_UP, route, type RouteDeps } from '../http/route';
import { deleteAccount } from './accounts';
import { exportUserData } from './data-export';
import { checkCurrentPassword } from './passwords';
import { requireActor, statusAfter, type IdentityService } from './service';
import {
  consentViewSchema,
  dataExportResultSchema,
  userViewSchema,
} from '@pickup/projections/identity/contract';

export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';

/**
 * Issue 28: an account is not deleted while one of its orders is in progress, so that no
 * kitchen is left with an order from "Deleted user" and no phone to call.
 */
export const ordersInProgressMessage = (n: number) =>
  `You have ${n === 1 ? 'an order' : `${n} orders`} in progress. You can delete your account once ${n === 1 ? 'it is' : 'they are'} collected or cancelled.`;

const tags = ['account'];

/** customer-area §7: the privacy and account page's calls under /api/user. */
export function accountRoutes(r: RouteDeps, svc: IdentityService): void {
  route(r, {
    method: 'patch',
    path: '/api/user/profile',
    summary: 'Set the phone number (from the phone dialog); a new number must be verified',
    tags,
    access: 'user',
    body: phoneSchema,
    responses: { 200: 'Changed', 202: CATCHING_UP },
    response: userViewSchema,
    handler: async ({ body, actor }) => {
      const executed = await svc.ownCommand(actor, 'ChangePhone', { phone: body.phone });
      return { status: statusAfter(executed), body: toUserView(executed.state) };
    },
  });

  route(r, {
    method: 'get',
    path: '/api/user/consent',
    summary: 'Marketing consent',
    tags,
    access: 'user',
    response: consentViewSchema,
    handler: async ({ actor }) => {
      const user = await getUser(svc.pool, requireActor(actor).userId);
      if (!user) throw unauthenticated();
      return { body: { marketingOptIn: user.marketingOptIn } };
    },
  });

  route(r, {
    method: 'put',
    path: '/api/user/consent',
    summary: 'Give or withdraw marketing consent',
    tags,
    access: 'user',
    body: consentSchema,
    responses: { 200: 'Changed', 202: CATCHING_UP },
    response: consentViewSchema,
    handler: async ({ body, actor }) => {
      const executed = await svc.ownCommand(actor, 'ChangeMarketingConsent', {
        marketingOptIn: body.marketingOptIn,
      });
      return {
        status: statusAfter(executed),
        body: { marketingOptIn: body.marketingOptIn },
      };
    },
  });

  route(r, {
    method: 'post',
    path: '/api/user/data-export',
    summary: 'Everything held about the signed-in user, as JSON (needs the current password)',
    tags,
    access: 'user',
    body: dataExportSchema,
    response: dataExportResultSchema,
    responses: { 400: 'Current password missing or incorrect', 429: 'Too many password attempts' },
    handler: async ({ actor, body }) => {
      const userId = (await svc.liveUser(requireActor(actor))).id;
      await checkCurrentPassword(svc, userId, body.currentPassword);
      const exported = await exportUserData(svc, userId);
      const day = exported.exportDate.slice(0, 10);
      return {
        body: exported,
        headers: {
          'Content-Disposition': `attachment; filename="${svc.exportFilePrefix}-${day}.json"`,
        },
      };
    },
  });

  route(r, {
    method: 'delete',
    path: '/api/user/delete-account',
    summary: 'Delete the account: personal data shredded, sessions ended, orders kept anonymous',
    tags,
    access: 'user',
    body: deleteAccountSchema,
    responses: {
      200: 'Deleted',
      202: CATCHING_UP,
      400: 'Confirmation or current password missing or incorrect',
      409: 'An order is still in progress',
      422: 'The last admin cannot be deleted',
      429: 'Too many password attempts',
    },
    response: acknowledgementSchema,
    handler: async ({ actor: caller, body }) => {
      const actor = requireActor(caller);
      await svc.liveUser(actor);
      await checkCurrentPassword(svc, actor.userId, body.currentPassword);
      const inProgress = await svc.ordersInProgress(actor.userId);
      if (inProgress > 0) throw conflict(ordersInProgressMessage(inProgress));
      const executed = await deleteAccount(svc, actor, actor.userId);
      return {
        status: statusAfter(executed),
        body: { success: true, message: ACCOUNT_DELETED_MESSAGE },
      };
    },
  });
}
