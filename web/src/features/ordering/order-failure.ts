import { PRICES_CHANGED_MESSAGE } from '@pickup/domain/ordering/pricing';
import { ApiError } from '@/lib/api-client';

/** What a refused order means for the customer (spec §8, DECISIONS 11 and 12). */
export type OrderFailure =
  | { kind: 'verify_phone' }
  | { kind: 'prices_changed'; message: string }
  | { kind: 'signed_out' }
  /** A rule the server explained (restaurant closed, item gone, sides missing). */
  | { kind: 'refused'; message: string }
  | { kind: 'other' };

export function classifyOrderFailure(error: unknown): OrderFailure {
  if (!(error instanceof ApiError)) return { kind: 'other' };
  if (/verif/i.test(error.serverMessage)) return { kind: 'verify_phone' };
  if (error.status === 401) return { kind: 'signed_out' };
  if (error.status === 409 && error.serverMessage === PRICES_CHANGED_MESSAGE) {
    return { kind: 'prices_changed', message: error.serverMessage };
  }
  if (error.status === 409 || error.status === 422) {
    return { kind: 'refused', message: error.serverMessage };
  }
  return { kind: 'other' };
}
