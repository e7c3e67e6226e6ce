import type { Role } from './constants';

/**
 * Commands on the `user-{id}` stream. The handler has already checked every secret
 * (current password, reset token, verification code) against the credentials table; the
 * decider records the fact and enforces the rules that need the account's state.
 */

/** The signed-in user acting, from the access token. */
export interface Actor {
  id: string;
  role: Role;
}

interface UserCommandBase {
  userId: string;
  /** ISO time the command is handled. */
  at: string;
}

interface ActorCommand extends UserCommandBase {
  actor: Actor;
}

/** Sign-up: the new user is the actor, so there is none to pass. Always a customer. */
export interface RegisterUser extends UserCommandBase {
  type: 'RegisterUser';
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  marketingOptIn: boolean;
}

/** An admin creates an account (management "Users" tab). */
export interface CreateUser extends ActorCommand {
  type: 'CreateUser';
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  role: Role;
}

export interface UpdateProfile extends ActorCommand {
  type: 'UpdateProfile';
  firstName: string;
  lastName: string;
  phone: string;
}

export interface ChangePhone extends ActorCommand {
  type: 'ChangePhone';
  phone: string;
}

/** Sent after the handler has accepted the emailed code. */
export interface VerifyEmail extends ActorCommand {
  type: 'VerifyEmail';
}

/** Sent after the handler has accepted the SMS or call code. */
export interface VerifyPhone extends ActorCommand {
  type: 'VerifyPhone';
}

export interface ChangeMarketingConsent extends ActorCommand {
  type: 'ChangeMarketingConsent';
  marketingOptIn: boolean;
}

/** Sent after the handler has checked the current password. */
export interface ChangePassword extends ActorCommand {
  type: 'ChangePassword';
}

/** Sent after the handler has accepted a reset link; the link, not a session, names the user. */
export interface CompletePasswordReset extends UserCommandBase {
  type: 'CompletePasswordReset';
}

export interface ResetPasswordByAdmin extends ActorCommand {
  type: 'ResetPasswordByAdmin';
  requireChangeAtNextLogin: boolean;
}

/** Admin edit: a field that did not change produces no event; an absent phone is kept. */
export interface UpdateUserByAdmin extends ActorCommand {
  type: 'UpdateUserByAdmin';
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  phone?: string;
  /** Active admins other than this user, counted by the handler from the users read model. */
  otherActiveAdmins: number;
}

/** Deletion by the user themselves (privacy page) or by an admin. */
export interface DeleteUser extends ActorCommand {
  type: 'DeleteUser';
  /** Active admins other than this user, counted by the handler from the users read model. */
  otherActiveAdmins: number;
}

export type UserCommand =
  | RegisterUser
  | CreateUser
  | UpdateProfile
  | ChangePhone
  | VerifyEmail
  | VerifyPhone
  | ChangeMarketingConsent
  | ChangePassword
  | CompletePasswordReset
  | ResetPasswordByAdmin
  | UpdateUserByAdmin
  | DeleteUser;
