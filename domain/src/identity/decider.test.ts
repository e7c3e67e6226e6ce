import { describe, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { deciderSpec } from '../testing/given-when-then';
import { userDecider } from './decider';
import {
  admin,
  at,
  deleted,
  emailVerified,
  later,
  phoneVerified,
  pii,
  registered,
  self,
  stranger,
  userId,
} from './test-fixtures';

const spec = deciderSpec(userDecider);

const refusedWith = (kind: DomainError['kind'], message: string) => (error: Error) =>
  error instanceof DomainError && error.kind === kind && error.message === message;

const signUp = {
  type: 'RegisterUser' as const,
  userId,
  ...pii,
  marketingOptIn: true,
  at,
};

describe('no account yet', () => {
  it('sign-up registers a customer with the chosen consent', () => {
    spec
      .given([])
      .when({ ...signUp, marketingOptIn: false })
      .then([
        {
          type: 'UserRegistered',
          data: { userId, by: 'self', role: 'customer', marketingOptIn: false, pii, at },
        },
      ]);
  });

  it('an admin creates a user with a role, no phone and no marketing consent', () => {
    const { phone: _phone, ...withoutPhone } = pii;
    spec
      .given([])
      .when({
        type: 'CreateUser',
        userId,
        ...withoutPhone,
        role: 'restaurant_owner',
        actor: admin,
        at,
      })
      .then([
        {
          type: 'UserRegistered',
          data: {
            userId,
            by: 'admin',
            role: 'restaurant_owner',
            marketingOptIn: false,
            pii: { ...withoutPhone, phone: null },
            at,
          },
        },
      ]);
  });

  it('only an admin may create a user', () => {
    spec
      .given([])
      .when({ type: 'CreateUser', userId, ...pii, role: 'admin', actor: stranger, at })
      .thenThrows(refusedWith('forbidden', 'Only an admin can do this'));
  });

  it('any other command finds no user', () => {
    spec
      .given([])
      .when({ type: 'VerifyEmail', userId, actor: self, at })
      .thenThrows(refusedWith('not_found', 'User not found'));
  });
});

describe('an active customer', () => {
  const given = spec.given([registered()]);

  it('cannot be registered twice', () => {
    given.when(signUp).thenThrows(refusedWith('conflict', 'This account already exists'));
  });

  describe('profile', () => {
    it('updating names records the new names only', () => {
      given
        .when({
          type: 'UpdateProfile',
          userId,
          firstName: 'Ann',
          lastName: 'Silva',
          phone: pii.phone,
          actor: self,
          at: later,
        })
        .then([
          {
            type: 'ProfileUpdated',
            data: { userId, pii: { firstName: 'Ann', lastName: 'Silva' }, at: later },
          },
        ]);
    });

    it('a new phone in the profile is recorded as a phone change', () => {
      given
        .when({
          type: 'UpdateProfile',
          userId,
          firstName: 'Ana',
          lastName: 'Silva',
          phone: '5559876543',
          actor: self,
          at: later,
        })
        .then([
          { type: 'PhoneChanged', data: { userId, pii: { phone: '5559876543' }, at: later } },
        ]);
    });

    it('an unchanged profile records nothing', () => {
      given.when({ type: 'UpdateProfile', userId, ...pii, actor: self, at: later }).then([]);
    });

    it('changing the phone records it', () => {
      given
        .when({ type: 'ChangePhone', userId, phone: '5559876543', actor: self, at: later })
        .then([
          { type: 'PhoneChanged', data: { userId, pii: { phone: '5559876543' }, at: later } },
        ]);
    });

    it('the same number written differently is no change', () => {
      given
        .when({ type: 'ChangePhone', userId, phone: '+1 555-123-4567', actor: self, at: later })
        .then([]);
    });

    it('another user cannot change it', () => {
      given
        .when({ type: 'ChangePhone', userId, phone: '5559876543', actor: stranger, at })
        .thenThrows(refusedWith('forbidden', 'You can only change your own account'));
    });
  });

  describe('verification', () => {
    it('verifying the email records it', () => {
      given
        .when({ type: 'VerifyEmail', userId, actor: self, at: later })
        .then([{ type: 'EmailVerified', data: { userId, at: later } }]);
    });

    it('verifying an already verified email records nothing', () => {
      spec
        .given([registered(), emailVerified])
        .when({ type: 'VerifyEmail', userId, actor: self, at: later })
        .then([]);
    });

    it('verifying the phone records it', () => {
      given
        .when({ type: 'VerifyPhone', userId, actor: self, at: later })
        .then([{ type: 'PhoneVerified', data: { userId, at: later } }]);
    });

    it('verifying an already verified phone records nothing', () => {
      spec
        .given([registered(), phoneVerified])
        .when({ type: 'VerifyPhone', userId, actor: self, at: later })
        .then([]);
    });

    it('a changed phone must be verified again', () => {
      spec
        .given([
          registered(),
          phoneVerified,
          { type: 'PhoneChanged', data: { userId, pii: { phone: '5559876543' }, at } },
        ])
        .when({ type: 'VerifyPhone', userId, actor: self, at: later })
        .then([{ type: 'PhoneVerified', data: { userId, at: later } }]);
    });

    it('phone verification needs a phone', () => {
      spec
        .given([{ ...registered(), data: { ...registered().data, pii: { ...pii, phone: null } } }])
        .when({ type: 'VerifyPhone', userId, actor: self, at })
        .thenThrows(refusedWith('rule', 'Please enter your phone number first'));
    });

    it('only the user verifies their own email', () => {
      given
        .when({ type: 'VerifyEmail', userId, actor: admin, at })
        .thenThrows(refusedWith('forbidden', 'You can only change your own account'));
    });
  });

  describe('marketing consent', () => {
    it('withdrawing consent records it', () => {
      given
        .when({ type: 'ChangeMarketingConsent', userId, marketingOptIn: false, actor: self, at })
        .then([{ type: 'MarketingConsentChanged', data: { userId, marketingOptIn: false, at } }]);
    });

    it('giving the consent already given records nothing', () => {
      given
        .when({ type: 'ChangeMarketingConsent', userId, marketingOptIn: true, actor: self, at })
        .then([]);
    });

    it('only the user changes their consent', () => {
      given
        .when({ type: 'ChangeMarketingConsent', userId, marketingOptIn: false, actor: admin, at })
        .thenThrows(refusedWith('forbidden', 'You can only change your own account'));
    });
  });

  describe('password', () => {
    it('changing it records the fact', () => {
      given
        .when({ type: 'ChangePassword', userId, actor: self, at })
        .then([{ type: 'PasswordChanged', data: { userId, at } }]);
    });

    it('only the user changes it', () => {
      given
        .when({ type: 'ChangePassword', userId, actor: stranger, at })
        .thenThrows(refusedWith('forbidden', 'You can only change your own account'));
    });

    it('completing a reset link records the fact', () => {
      given
        .when({ type: 'CompletePasswordReset', userId, at })
        .then([{ type: 'PasswordResetCompleted', data: { userId, at } }]);
    });
  });
});

describe('a deleted account', () => {
  const given = spec.given([registered(), deleted]);

  it('accepts nothing', () => {
    given
      .when({ type: 'ChangePassword', userId, actor: self, at })
      .thenThrows(refusedWith('not_found', 'This account has been deleted'));
    given
      .when({
        type: 'ResetPasswordByAdmin',
        userId,
        requireChangeAtNextLogin: true,
        actor: admin,
        at,
      })
      .thenThrows(refusedWith('not_found', 'This account has been deleted'));
    given
      .when({ type: 'DeleteUser', userId, otherActiveAdmins: 1, actor: admin, at })
      .thenThrows(refusedWith('not_found', 'This account has been deleted'));
  });

  it('cannot be registered again', () => {
    given.when(signUp).thenThrows(refusedWith('conflict', 'This account already exists'));
  });
});
