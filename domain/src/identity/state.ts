import type { Role } from './constants';
import type { UserEvent } from './events';

export interface ActiveUser {
  status: 'Active';
  id: string;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  marketingOptIn: boolean;
  emailVerified: boolean;
  phoneVerified: boolean;
  mustChangePassword: boolean;
  createdAt: string;
}

/** A deleted account keeps only what is needed to refuse further commands. */
export interface DeletedUser {
  status: 'Deleted';
  id: string;
  deletedAt: string;
}

export type UserState = { status: 'None' } | ActiveUser | DeletedUser;

export const initialUserState = (): UserState => ({ status: 'None' });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    const { userId, role, marketingOptIn, pii, at } = event.data;
    return {
      status: 'Active',
      id: userId,
      role,
      ...pii,
      marketingOptIn,
      emailVerified: false,
      phoneVerified: false,
      mustChangePassword: false,
      createdAt: at,
    };
  }
  // Events after registration only change an active account.
  if (state.status !== 'Active') return state;
  switch (event.type) {
    case 'ProfileUpdated':
      return { ...state, ...event.data.pii };
    case 'PhoneChanged':
      return { ...state, phone: event.data.pii.phone, phoneVerified: false };
    case 'EmailVerified':
      return { ...state, emailVerified: true };
    case 'PhoneVerified':
      return { ...state, phoneVerified: true };
    case 'MarketingConsentChanged':
      return { ...state, marketingOptIn: event.data.marketingOptIn };
    case 'PasswordChanged':
    case 'PasswordResetCompleted':
      return { ...state, mustChangePassword: false };
    case 'PasswordResetByAdmin':
      return { ...state, mustChangePassword: event.data.requireChangeAtNextLogin };
    case 'RoleChanged':
      return { ...state, role: event.data.to };
    case 'UserUpdatedByAdmin':
      return {
        ...state,
        ...event.data.pii,
        emailVerified: event.data.emailChanged ? false : state.emailVerified,
      };
    case 'UserDeleted':
      return { status: 'Deleted', id: state.id, deletedAt: event.data.at };
    default: {
      const _never: never = event;
      return _never;
    }
  }
}
