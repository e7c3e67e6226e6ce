import type { Projection } from '@pickup/projections/runner/projection';
import { messagesProjection } from '@pickup/projections/support/messages';
import { captchaMigrations } from '../captcha/migrations';
import type { Migration } from '../db/migrate';

export const supportMigrations: readonly Migration[] = captchaMigrations;

export const supportProjections: readonly Projection[] = [messagesProjection];
