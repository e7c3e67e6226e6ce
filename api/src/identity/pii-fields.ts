import type { PiiFieldsByEventType } from '../security/pii-event-store';

/**
 * Personal data in `user-{id}` events sits under `pii` (see domain identity/events.ts); the
 * event store decorator encrypts exactly these with the user's key.
 */
export const identityPiiFields: PiiFieldsByEventType = {
  UserRegistered: ['pii'],
  ProfileUpdated: ['pii'],
  PhoneChanged: ['pii'],
  UserUpdatedByAdmin: ['pii'],
};
