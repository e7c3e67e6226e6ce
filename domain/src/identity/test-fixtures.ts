import type { Actor } from './commands';
import type { Role } from './constants';
import type { UserEvent, UserRegistered } from './events';

/** Shared by the identity tests: one user, one admin, and events that put the user in a state. */

export const userId = 'u-1';
export const at = '2030-01-01T12:00:00.000Z';
export const later = '2030-01-02T08:30:00.000Z';

export const self: Actor = { id: userId, role: 'customer' };
export const admin: Actor = { id: 'admin-1', role: 'admin' };
export const stranger: Actor = { id: 'u-2', role: 'customer' };
export const owner: Actor = { id: 'owner-1', role: 'restaurant_owner' };

export const pii = {
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Silva',
  phone: '+1 (555) 123-4567',
};

export const registered = (role: Role = 'customer'): UserRegistered => ({
  type: 'UserRegistered',
  data: { userId, by: 'self', role, marketingOptIn: true, pii, at },
});

export const emailVerified: UserEvent = { type: 'EmailVerified', data: { userId, at } };
export const phoneVerified: UserEvent = { type: 'PhoneVerified', data: { userId, at } };
export const deleted: UserEvent = { type: 'UserDeleted', data: { userId, by: 'self', at } };
