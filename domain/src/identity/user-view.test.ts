import { describe, expect, it } from 'vitest';
import { fold } from '../commands/decider';
import { userDecider } from './decider';
import type { UserEvent } from './events';
import {
  at,
  deleted,
  emailVerified,
  later,
  phoneVerified,
  pii,
  registered,
  userId,
} from './test-fixtures';
import { toUserView, toVerificationStatus } from './user-view';

const viewAfter = (events: UserEvent[]) => toUserView(fold(userDecider, events));

describe('the user as the API returns it', () => {
  it('a new sign-up is unverified, not forced to change password, created at sign-up', () => {
    expect(viewAfter([registered()])).toEqual({
      id: userId,
      ...pii,
      role: 'customer',
      marketingOptIn: true,
      emailVerified: false,
      phoneVerified: false,
      mustChangePassword: false,
      createdAt: at,
    });
  });

  it('carries nothing beyond the public fields', () => {
    expect(Object.keys(viewAfter([registered()]) ?? {}).sort()).toEqual(
      [
        'createdAt',
        'email',
        'emailVerified',
        'firstName',
        'id',
        'lastName',
        'marketingOptIn',
        'mustChangePassword',
        'phone',
        'phoneVerified',
        'role',
      ].sort(),
    );
  });

  it('shows verified email and phone', () => {
    expect(viewAfter([registered(), emailVerified, phoneVerified])).toMatchObject({
      emailVerified: true,
      phoneVerified: true,
    });
  });

  it('a new phone is shown unverified', () => {
    const view = viewAfter([
      registered(),
      phoneVerified,
      { type: 'PhoneChanged', data: { userId, pii: { phone: '5559876543' }, at: later } },
    ]);
    expect(view).toMatchObject({ phone: '5559876543', phoneVerified: false });
  });

  it('an email changed by an admin is shown unverified; a name change keeps it verified', () => {
    const nameOnly: UserEvent = {
      type: 'UserUpdatedByAdmin',
      data: { userId, pii: { ...pii, lastName: 'Souza' }, emailChanged: false, at },
    };
    const newEmail: UserEvent = {
      type: 'UserUpdatedByAdmin',
      data: { userId, pii: { ...pii, email: 'ana2@example.com' }, emailChanged: true, at },
    };
    expect(viewAfter([registered(), emailVerified, nameOnly])).toMatchObject({
      lastName: 'Souza',
      emailVerified: true,
    });
    expect(viewAfter([registered(), emailVerified, newEmail])).toMatchObject({
      email: 'ana2@example.com',
      emailVerified: false,
    });
  });

  it('shows profile, consent and role changes', () => {
    const view = viewAfter([
      registered(),
      { type: 'ProfileUpdated', data: { userId, pii: { firstName: 'Ann', lastName: 'Lee' }, at } },
      { type: 'MarketingConsentChanged', data: { userId, marketingOptIn: false, at } },
      { type: 'RoleChanged', data: { userId, from: 'customer', to: 'restaurant_owner', at } },
    ]);
    expect(view).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      marketingOptIn: false,
      role: 'restaurant_owner',
    });
  });
});

describe('a forced password change', () => {
  const forced: UserEvent = {
    type: 'PasswordResetByAdmin',
    data: { userId, requireChangeAtNextLogin: true, at },
  };

  it('is set by an admin reset that requires it', () => {
    expect(viewAfter([registered(), forced])?.mustChangePassword).toBe(true);
  });

  it('is lifted by an admin reset that does not require it', () => {
    const relaxed: UserEvent = {
      type: 'PasswordResetByAdmin',
      data: { userId, requireChangeAtNextLogin: false, at: later },
    };
    expect(viewAfter([registered(), forced, relaxed])?.mustChangePassword).toBe(false);
  });

  it('ends when the user changes the password', () => {
    const changed: UserEvent = { type: 'PasswordChanged', data: { userId, at: later } };
    expect(viewAfter([registered(), forced, changed])?.mustChangePassword).toBe(false);
  });

  it('ends when the user resets the password through a link', () => {
    const reset: UserEvent = { type: 'PasswordResetCompleted', data: { userId, at: later } };
    expect(viewAfter([registered(), forced, reset])?.mustChangePassword).toBe(false);
  });
});

describe('no user to show', () => {
  it('before registration', () => {
    expect(viewAfter([])).toBeNull();
  });
  it('after deletion', () => {
    expect(viewAfter([registered(), deleted])).toBeNull();
  });
});

describe('verification status', () => {
  it('says whether there is a phone and what is verified', () => {
    const view = viewAfter([registered(), emailVerified]);
    expect(view && toVerificationStatus(view)).toEqual({
      emailVerified: true,
      phoneVerified: false,
      hasPhone: true,
    });
  });
  it('has no phone for an admin-created user without one', () => {
    const noPhone = registered();
    noPhone.data.pii = { ...pii, phone: null };
    const view = viewAfter([noPhone]);
    expect(view && toVerificationStatus(view)).toMatchObject({ hasPhone: false });
  });
});
