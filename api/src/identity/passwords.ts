import { USER_NOT_FOUND } from '@pickup/domain/identity/decider';
import type { ActiveUser } from '@pickup/domain/identity/state';
import { RESET_INVALID_MESSAGE, resetCheckError } from '@pickup/domain/identity/verification';
import { notFound, ruleBroken, validation } from '@pickup/domain/shared/errors';
import type { Actor } from '../http/actor';
import { hashPassword, verifyPassword } from '../security/passwords';
import { actorOf, type IdentityService } from './service';

/** Command handlers for passwords: the secret is checked here, the fact goes to the stream. */

export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
export const SAME_PASSWORD = 'New password must be different from the current password';
export const FORGOT_PASSWORD_MESSAGE =
  "If an account with that email exists, we've sent a password reset link.";
export const PASSWORD_RESET_MESSAGE =
  'Your password has been reset. You can now log in with your new password.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been successfully changed.';
export const ADMIN_PASSWORD_RESET_MESSAGE = 'Password reset successfully!';

const setPassword = async (svc: IdentityService, userId: string, password: string) =>
  svc.credentials.setPasswordHash(userId, await hashPassword(password, svc.passwordCost));

/**
 * The signed-in user proves it is them before something a stolen session must not do
 * (changing the password, deleting the account, exporting its data); tries are limited.
 */
export async function checkCurrentPassword(
  svc: IdentityService,
  userId: string,
  currentPassword: string,
): Promise<void> {
  await svc.limit(
    `password-check:${userId}`,
    'passwordChecksPerUser',
    'Too many password attempts',
  );
  const stored = await svc.credentials.getPasswordHash(userId);
  if (!(await verifyPassword(stored, currentPassword))) {
    throw validation(CURRENT_PASSWORD_WRONG, [
      { pointer: '/currentPassword', detail: CURRENT_PASSWORD_WRONG },
    ]);
  }
}

/**
 * The signed-in user changes their password (also the forced change of DECISIONS 16). Every
 * other session ends; the caller gets a fresh one, whose token no longer demands a change.
 */
export async function changePassword(
  svc: IdentityService,
  actor: Actor,
  currentPassword: string,
  newPassword: string,
) {
  const user = await svc.liveUser(actor);
  await checkCurrentPassword(svc, user.id, currentPassword);
  if (currentPassword === newPassword) {
    throw validation(SAME_PASSWORD, [{ pointer: '/newPassword', detail: SAME_PASSWORD }]);
  }
  await setPassword(svc, user.id, newPassword);
  const executed = await svc.command(actor, user.id, 'ChangePassword', {});
  await svc.refresh.revokeAllForUser(user.id);
  const changed = executed.state as ActiveUser;
  return { executed, ...(await svc.signedIn(changed)) };
}

/** Mails a single-use link valid one hour, to an account that exists; says nothing either way. */
export async function requestPasswordReset(svc: IdentityService, email: string): Promise<void> {
  const userId = await svc.reservations.findUserId(email);
  if (!userId) return;
  const user = await svc.loadUser(userId);
  if (user.status === 'Active') await mailPasswordLink(svc, user, 'reset');
}

/** The reset link, also sent to welcome an account an admin created without a password. */
export async function mailPasswordLink(
  svc: IdentityService,
  user: ActiveUser,
  kind: 'reset' | 'welcome',
): Promise<void> {
  const { token } = await svc.codes.issueResetToken(user.id, user.email);
  const link = `${svc.publicUrl}/auth?reset-token=${encodeURIComponent(token)}`;
  const intro =
    kind === 'reset'
      ? 'Someone asked to reset the password of your Pickup account.'
      : 'An administrator created a Pickup account for you.';
  const outro =
    kind === 'reset'
      ? 'If it was not you, ignore this email; your password stays as it is.'
      : 'After an hour, use "Forgot your password?" on the sign-in page for a new link.';
  await svc.notifier.send({
    channel: 'email',
    to: user.email,
    subject: kind === 'reset' ? 'Reset your Pickup password' : 'Your Pickup account',
    body:
      `Hello ${user.firstName},\n\n${intro} To choose a password, open this link within one ` +
      `hour:\n\n${link}\n\n${outro}`,
  });
}

/** DECISIONS 15: the link works once, for one hour, and ends every session. */
export async function resetPasswordWithToken(
  svc: IdentityService,
  token: string,
  password: string,
) {
  const consumed = await svc.codes.consumeResetToken(token);
  if (consumed.outcome !== 'ok') throw resetCheckError(consumed.outcome);
  const user = await svc.loadUser(consumed.userId);
  // A link mailed to an address the account no longer has is not honoured.
  if (user.status !== 'Active' || user.email.toLowerCase() !== consumed.target.toLowerCase()) {
    throw ruleBroken(RESET_INVALID_MESSAGE);
  }
  await setPassword(svc, user.id, password);
  const executed = await svc.execute(
    'CompletePasswordReset',
    user.id,
    { type: 'CompletePasswordReset', userId: user.id, at: svc.at() },
    actorOf(user),
  );
  await svc.refresh.revokeAllForUser(user.id);
  return executed;
}

/** An admin sets a password; the user's sessions end, so the new one is needed at once. */
export async function resetPasswordByAdmin(
  svc: IdentityService,
  actor: Actor,
  userId: string,
  password: string,
  requireChangeAtNextLogin: boolean,
) {
  const user = await svc.loadUser(userId);
  if (user.status !== 'Active') throw notFound(USER_NOT_FOUND);
  const executed = await svc.command(actor, userId, 'ResetPasswordByAdmin', {
    requireChangeAtNextLogin,
  });
  await setPassword(svc, userId, password);
  await svc.refresh.revokeAllForUser(userId);
  return executed;
}
