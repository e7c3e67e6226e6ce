import type { DomainEvent } from '../commands/decider';
import type { Role } from './constants';

/**
 * Events of the `user-{id}` stream. They record facts, never secrets (no hashes, tokens or
 * codes: those live in the API's credentials table). Personal data sits only under `pii`,
 * so the API can encrypt that one object with the user's key and shred it on deletion.
 * Every event carries `at` (ISO time) so the state and projections need no metadata.
 */

export const userStream = (userId: string) => `user-${userId}`;

/** Who caused a registration or deletion: the user themselves or an admin. */
export type ActedBy = 'self' | 'admin';

export interface UserPii {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    by: ActedBy;
    role: Role;
    marketingOptIn: boolean;
    pii: UserPii;
    at: string;
  }
>;

export type ProfileUpdated = DomainEvent<
  'ProfileUpdated',
  { userId: string; pii: Pick<UserPii, 'firstName' | 'lastName'>; at: string }
>;

/** A new phone number is unverified, whoever set it. */
export type PhoneChanged = DomainEvent<
  'PhoneChanged',
  { userId: string; pii: { phone: string }; at: string }
>;

export type EmailVerified = DomainEvent<'EmailVerified', { userId: string; at: string }>;

export type PhoneVerified = DomainEvent<'PhoneVerified', { userId: string; at: string }>;

export type MarketingConsentChanged = DomainEvent<
  'MarketingConsentChanged',
  { userId: string; marketingOptIn: boolean; at: string }
>;

/** The user changed their own password; this also clears a forced change. */
export type PasswordChanged = DomainEvent<'PasswordChanged', { userId: string; at: string }>;

export type PasswordResetByAdmin = DomainEvent<
  'PasswordResetByAdmin',
  { userId: string; requireChangeAtNextLogin: boolean; at: string }
>;

/** The user set a new password through an emailed reset link; this also clears a forced change. */
export type PasswordResetCompleted = DomainEvent<
  'PasswordResetCompleted',
  { userId: string; at: string }
>;

export type RoleChanged = DomainEvent<
  'RoleChanged',
  { userId: string; from: Role; to: Role; at: string }
>;

/** Only an admin may change an email; a changed email must be verified again. */
export type UserUpdatedByAdmin = DomainEvent<
  'UserUpdatedByAdmin',
  {
    userId: string;
    pii: Pick<UserPii, 'email' | 'firstName' | 'lastName'>;
    emailChanged: boolean;
    at: string;
  }
>;

/** Carries no personal data: the API destroys the user's key, shredding every earlier `pii`. */
export type UserDeleted = DomainEvent<'UserDeleted', { userId: string; by: ActedBy; at: string }>;

export type UserEvent =
  | UserRegistered
  | ProfileUpdated
  | PhoneChanged
  | EmailVerified
  | PhoneVerified
  | MarketingConsentChanged
  | PasswordChanged
  | PasswordResetByAdmin
  | PasswordResetCompleted
  | RoleChanged
  | UserUpdatedByAdmin
  | UserDeleted;

export type UserEventType = UserEvent['type'];
