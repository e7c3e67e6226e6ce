import { usersProjection } from '@pickup/projections/identity/users';
import type { Projection } from '@pickup/projections/runner/projection';
import { captchaMigrations } from '../captcha/migrations';
import type { Migration } from '../db/migrate';
import { notificationsMigrations } from '../notifications/migrations';
import { securityMigrations } from '../security/migrations';
import { identityInfraMigrations } from './infra/migrations';

/** Tables identity needs outside the read models, in order. */
export const identityMigrations: readonly Migration[] = [
  ...securityMigrations,
  ...identityInfraMigrations,
  ...notificationsMigrations,
  // A login after several failures asks for a solved captcha (routes-auth.ts).
  ...captchaMigrations,
];

export const identityProjections: readonly Projection[] = [usersProjection];
