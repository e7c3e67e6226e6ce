import { describe, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { deciderSpec } from '../testing/given-when-then';
import { userDecider } from './decider';
import { admin, at, owner, pii, registered, self, stranger, userId } from './test-fixtures';

const spec = deciderSpec(userDecider);

const refusedWith = (kind: DomainError['kind'], message: string) => (error: Error) =>
  error instanceof DomainError && error.kind === kind && error.message === message;

const { phone: _phone, ...details } = pii;
const edit = {
  type: 'UpdateUserByAdmin' as const,
  userId,
  ...details,
  role: 'customer' as const,
  otherActiveAdmins: 0,
  actor: admin,
  at,
};

describe('an admin managing a customer', () => {
  const given = spec.given([registered()]);

  it('an edit without changes records nothing', () => {
    given.when(edit).then([]);
    given.when({ ...edit, phone: pii.phone }).then([]);
  });

  it('changing the email records it as a change that needs verifying again', () => {
    given.when({ ...edit, email: 'ana.silva@example.com' }).then([
      {
        type: 'UserUpdatedByAdmin',
        data: {
          userId,
          pii: { ...details, email: 'ana.silva@example.com' },
          emailChanged: true,
          at,
        },
      },
    ]);
  });

  it('changing only names keeps the email verified', () => {
    given.when({ ...edit, lastName: 'Souza' }).then([
      {
        type: 'UserUpdatedByAdmin',
        data: { userId, pii: { ...details, lastName: 'Souza' }, emailChanged: false, at },
      },
    ]);
  });

  it('the same email in other letter case is no change', () => {
    given.when({ ...edit, email: 'ANA@example.com' }).then([]);
  });

  it('a new phone and a new role are recorded as their own facts', () => {
    given.when({ ...edit, phone: '5559876543', role: 'restaurant_owner' }).then([
      { type: 'PhoneChanged', data: { userId, pii: { phone: '5559876543' }, at } },
      { type: 'RoleChanged', data: { userId, from: 'customer', to: 'restaurant_owner', at } },
    ]);
  });

  it('a non-admin cannot edit users', () => {
    given
      .when({ ...edit, role: 'admin', actor: owner })
      .thenThrows(refusedWith('forbidden', 'Only an admin can do this'));
  });

  it('resetting the password records whether a change is required', () => {
    given
      .when({
        type: 'ResetPasswordByAdmin',
        userId,
        requireChangeAtNextLogin: true,
        actor: admin,
        at,
      })
      .then([
        { type: 'PasswordResetByAdmin', data: { userId, requireChangeAtNextLogin: true, at } },
      ]);
  });

  it('only an admin resets a password', () => {
    given
      .when({
        type: 'ResetPasswordByAdmin',
        userId,
        requireChangeAtNextLogin: false,
        actor: self,
        at,
      })
      .thenThrows(refusedWith('forbidden', 'Only an admin can do this'));
  });

  it('deleting the user records who did it', () => {
    given
      .when({ type: 'DeleteUser', userId, otherActiveAdmins: 0, actor: admin, at })
      .then([{ type: 'UserDeleted', data: { userId, by: 'admin', at } }]);
  });
});

describe('a customer deleting their account', () => {
  const given = spec.given([registered()]);

  it('records the deletion by the user', () => {
    given
      .when({ type: 'DeleteUser', userId, otherActiveAdmins: 0, actor: self, at })
      .then([{ type: 'UserDeleted', data: { userId, by: 'self', at } }]);
  });

  it("cannot delete someone else's account", () => {
    given
      .when({ type: 'DeleteUser', userId, otherActiveAdmins: 0, actor: stranger, at })
      .thenThrows(refusedWith('forbidden', 'Only an admin can do this'));
  });
});

describe('an admin account', () => {
  const given = spec.given([registered('admin')]);
  const asSelf = { id: userId, role: 'admin' } as const;

  it('the last admin cannot be deleted, by an admin or by themselves', () => {
    given
      .when({ type: 'DeleteUser', userId, otherActiveAdmins: 0, actor: admin, at })
      .thenThrows(refusedWith('rule', 'The last admin cannot be deleted'));
    given
      .when({ type: 'DeleteUser', userId, otherActiveAdmins: 0, actor: asSelf, at })
      .thenThrows(refusedWith('rule', 'The last admin cannot be deleted'));
  });

  it('may be deleted while another admin remains', () => {
    given
      .when({ type: 'DeleteUser', userId, otherActiveAdmins: 1, actor: asSelf, at })
      .then([{ type: 'UserDeleted', data: { userId, by: 'self', at } }]);
  });

  it('the last admin cannot be demoted, and nothing else of the edit is recorded', () => {
    given
      .when({ ...edit, lastName: 'Souza', role: 'restaurant_owner', otherActiveAdmins: 0 })
      .thenThrows(refusedWith('rule', 'The last admin cannot be demoted'));
  });

  it('may be demoted while another admin remains', () => {
    given
      .when({ ...edit, role: 'customer', otherActiveAdmins: 1 })
      .then([{ type: 'RoleChanged', data: { userId, from: 'admin', to: 'customer', at } }]);
  });

  it('the last admin may still be edited otherwise', () => {
    given.when({ ...edit, role: 'admin', lastName: 'Souza', otherActiveAdmins: 0 }).then([
      {
        type: 'UserUpdatedByAdmin',
        data: { userId, pii: { ...details, lastName: 'Souza' }, emailChanged: false, at },
      },
    ]);
  });
});
