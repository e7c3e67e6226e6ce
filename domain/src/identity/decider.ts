import type { Decider } from '../commands/decider';
import { conflict, forbidden, notFound, ruleBroken } from '../shared/errors';
import type {
  Actor,
  ChangeMarketingConsent,
  ChangePhone,
  CreateUser,
  DeleteUser,
  RegisterUser,
  ResetPasswordByAdmin,
  UpdateProfile,
  UpdateUserByAdmin,
  UserCommand,
} from './commands';
import type { PhoneChanged, UserEvent } from './events';
import { evolveUser, initialUserState, type ActiveUser, type UserState } from './state';

export const USER_NOT_FOUND = 'User not found';
export const ACCOUNT_DELETED = 'This account has been deleted';
export const ACCOUNT_EXISTS = 'This account already exists';
export const OWN_ACCOUNT_ONLY = 'You can only change your own account';
export const ADMIN_ONLY = 'Only an admin can do this';
export const PHONE_NEEDED_FOR_VERIFICATION = 'Please enter your phone number first';
export const LAST_ADMIN_DELETE = 'The last admin cannot be deleted';
export const LAST_ADMIN_DEMOTE = 'The last admin cannot be demoted';

function register(command: RegisterUser | CreateUser, state: UserState): UserEvent[] {
  if (state.status !== 'None') throw conflict(ACCOUNT_EXISTS);
  const byAdmin = command.type === 'CreateUser';
  if (byAdmin) requireAdmin(command.actor);
  return [
    {
      type: 'UserRegistered',
      data: {
        userId: command.userId,
        by: byAdmin ? 'admin' : 'self',
        role: byAdmin ? command.role : 'customer',
        // Consent is the person's to give; an admin creating the account cannot give it.
        marketingOptIn: byAdmin ? false : command.marketingOptIn,
        pii: {
          email: command.email,
          firstName: command.firstName,
          lastName: command.lastName,
          phone: command.phone ?? null,
        },
        at: command.at,
      },
    },
  ];
}

function updateProfile(command: UpdateProfile, user: ActiveUser): UserEvent[] {
  requireSelf(command.actor, user);
  const { userId, firstName, lastName, at } = command;
  const namesChanged = firstName !== user.firstName || lastName !== user.lastName;
  return [
    ...(namesChanged
      ? [{ type: 'ProfileUpdated' as const, data: { userId, pii: { firstName, lastName }, at } }]
      : []),
    ...phoneChange(command, user),
  ];
}

function changePhone(command: ChangePhone, user: ActiveUser): UserEvent[] {
  requireSelf(command.actor, user);
  return phoneChange(command, user);
}

function verifyEmail(user: ActiveUser, at: string): UserEvent[] {
  if (user.emailVerified) return [];
  return [{ type: 'EmailVerified', data: { userId: user.id, at } }];
}

function verifyPhone(user: ActiveUser, at: string): UserEvent[] {
  if (user.phone === null) throw ruleBroken(PHONE_NEEDED_FOR_VERIFICATION);
  if (user.phoneVerified) return [];
  return [{ type: 'PhoneVerified', data: { userId: user.id, at } }];
}

function changeConsent(command: ChangeMarketingConsent, user: ActiveUser): UserEvent[] {
  requireSelf(command.actor, user);
  if (command.marketingOptIn === user.marketingOptIn) return [];
  const { userId, marketingOptIn, at } = command;
  return [{ type: 'MarketingConsentChanged', data: { userId, marketingOptIn, at } }];
}

function resetPasswordByAdmin(command: ResetPasswordByAdmin, user: ActiveUser): UserEvent[] {
  requireAdmin(command.actor);
  const { requireChangeAtNextLogin, at } = command;
  return [
    { type: 'PasswordResetByAdmin', data: { userId: user.id, requireChangeAtNextLogin, at } },
  ];
}

function updateUserByAdmin(command: UpdateUserByAdmin, user: ActiveUser): UserEvent[] {
  requireAdmin(command.actor);
  const { userId, email, firstName, lastName, role, at } = command;
  if (user.role === 'admin' && role !== 'admin' && command.otherActiveAdmins < 1) {
    throw ruleBroken(LAST_ADMIN_DEMOTE);
  }
  const emailChanged = email.toLowerCase() !== user.email.toLowerCase();
  const detailsChanged = emailChanged || firstName !== user.firstName || lastName !== user.lastName;
  return [
    ...(detailsChanged
      ? [
          {
            type: 'UserUpdatedByAdmin' as const,
            data: { userId, pii: { email, firstName, lastName }, emailChanged, at },
          },
        ]
      : []),
    ...(command.phone === undefined ? [] : phoneChange({ ...command, phone: command.phone }, user)),
    ...(role !== user.role
      ? [{ type: 'RoleChanged' as const, data: { userId, from: user.role, to: role, at } }]
      : []),
  ];
}

function deleteUser(command: DeleteUser, user: ActiveUser): UserEvent[] {
  const bySelf = command.actor.id === user.id;
  if (!bySelf) requireAdmin(command.actor);
  if (user.role === 'admin' && command.otherActiveAdmins < 1) throw ruleBroken(LAST_ADMIN_DELETE);
  return [
    {
      type: 'UserDeleted',
      data: { userId: user.id, by: bySelf ? 'self' : 'admin', at: command.at },
    },
  ];
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'RegisterUser' || command.type === 'CreateUser') {
    return register(command, state);
  }
  const user = activeUser(state);
  switch (command.type) {
    case 'UpdateProfile':
      return updateProfile(command, user);
    case 'ChangePhone':
      return changePhone(command, user);
    case 'VerifyEmail':
      requireSelf(command.actor, user);
      return verifyEmail(user, command.at);
    case 'VerifyPhone':
      requireSelf(command.actor, user);
      return verifyPhone(user, command.at);
    case 'ChangeMarketingConsent':
      return changeConsent(command, user);
    case 'ChangePassword':
      requireSelf(command.actor, user);
      return [{ type: 'PasswordChanged', data: { userId: user.id, at: command.at } }];
    case 'CompletePasswordReset':
      return [{ type: 'PasswordResetCompleted', data: { userId: user.id, at: command.at } }];
    case 'ResetPasswordByAdmin':
      return resetPasswordByAdmin(command, user);
    case 'UpdateUserByAdmin':
      return updateUserByAdmin(command, user);
    case 'DeleteUser':
      return deleteUser(command, user);
    default: {
      const _never: never = command;
      return _never;
    }
  }
}

export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};

function activeUser(state: UserState): ActiveUser {
  switch (state.status) {
    case 'Active':
      return state;
    case 'None':
      throw notFound(USER_NOT_FOUND);
    case 'Deleted':
      throw notFound(ACCOUNT_DELETED);
    default: {
      const _never: never = state;
      return _never;
    }
  }
}

function requireSelf(actor: Actor, user: ActiveUser): void {
  if (actor.id !== user.id) throw forbidden(OWN_ACCOUNT_ONLY);
}

function requireAdmin(actor: Actor): void {
  if (actor.role !== 'admin') throw forbidden(ADMIN_ONLY);
}

/** Punctuation and spaces are formatting; "555-123-4567" and "(555) 123 4567" are one number. */
const phoneDigits = (phone: string) => phone.replace(/[^\d+]/g, '');

function phoneChange(
  command: { userId: string; phone: string; at: string },
  user: ActiveUser,
): PhoneChanged[] {
  if (user.phone !== null && phoneDigits(command.phone) === phoneDigits(user.phone)) return [];
  const { userId, phone, at } = command;
  return [{ type: 'PhoneChanged', data: { userId, pii: { phone }, at } }];
}
