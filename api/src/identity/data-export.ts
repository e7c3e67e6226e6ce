import { unauthenticated } from '@pickup/domain/shared/errors';
import { getHeldAccount } from '@pickup/projections/identity/user-queries';
import type { DataExportResult } from '@pickup/projections/identity/contract';
import type { IdentityService } from './service';

/** Lists every export has, filled by the features that own them (empty until they exist). */
const LISTS = ['orders', 'favorites', 'messages', 'restaurants'] as const;

/**
 * GET /api/user/data-export (customer-area §3 "Data export result"). A source that fails
 * makes the export partial with a warning rather than failing it.
 */
export async function exportUserData(
  svc: IdentityService,
  userId: string,
): Promise<DataExportResult> {
  const held = await getHeldAccount(svc.pool, userId);
  if (!held) throw unauthenticated();
  const lists: Record<string, unknown[]> = Object.fromEntries(LISTS.map((name) => [name, []]));
  const warnings: string[] = [];
  for (const source of svc.exportSources) {
    try {
      lists[source.name] = await source.load(userId);
    } catch {
      warnings.push(`Your ${source.name} could not be exported. Please try again later.`);
    }
  }
  const { marketingOptIn, ...profile } = held;
  const data = { profile, ...lists, consent: { marketingOptIn } };
  return {
    data,
    exportDate: svc.now().toISOString(),
    dataTypes: Object.keys(data),
    isPartial: warnings.length > 0,
    warnings,
  };
}
