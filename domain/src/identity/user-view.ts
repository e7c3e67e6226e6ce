import type { Role } from './constants';
import type { UserState } from './state';

/** The user as the API returns it (spec customer-area §3 "User"); never a secret. */
export interface UserView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: Role;
  marketingOptIn: boolean;
  emailVerified: boolean;
  phoneVerified: boolean;
  mustChangePassword: boolean;
  createdAt: string;
}

/** GET /api/verification/status. */
export interface VerificationStatus {
  emailVerified: boolean;
  phoneVerified: boolean;
  hasPhone: boolean;
}

/** Null when there is no account to show: never registered, or deleted. */
export function toUserView(state: UserState): UserView | null {
  if (state.status !== 'Active') return null;
  return {
    id: state.id,
    email: state.email,
    firstName: state.firstName,
    lastName: state.lastName,
    phone: state.phone,
    role: state.role,
    marketingOptIn: state.marketingOptIn,
    emailVerified: state.emailVerified,
    phoneVerified: state.phoneVerified,
    mustChangePassword: state.mustChangePassword,
    createdAt: state.createdAt,
  };
}

export function toVerificationStatus(user: UserView): VerificationStatus {
  return {
    emailVerified: user.emailVerified,
    phoneVerified: user.phoneVerified,
    hasPhone: user.phone !== null,
  };
}
