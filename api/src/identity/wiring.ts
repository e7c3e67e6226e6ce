import { usersProjection } from '@pickup/projections/identity/users';
import type { Projection } from '@pickup/projections/runner/projection';
import type { Migration } from '../db/migrate';
import { notificationsMigrations } from '../notifications/migrations';
import { securityMigrations } from '../security/migrations';
import { identityInfraMigrations } from './infra/migrations';

/** Tables identity needs outside the read models, in order. */
export const identityMigrations: readonly Migration[] = [
  ...securityMigrations,
  ...identityInfraMigrations,
  ...notificationsMigrations,
];

export const identityProjections: readonly Projection[] = [usersProjection];
