import { expect, type APIRequestContext } from '@playwright/test';
import type { OutboxMessage } from '@pickup/domain/notifications/outbox';

/**
 * The newest 6-digit code sent on `channel` after `since`, read from the dev outbox
 * (GET /api/dev/outbox, newest first), waiting for it to arrive. `address`, when known
 * exactly, filters on the server: other tests' order notifications, still being sent when
 * this one starts, would otherwise push the code out of the newest page.
 */
export async function latestCode(
  request: APIRequestContext,
  channel: 'email' | 'sms',
  matches: (to: string) => boolean,
  since: Date,
  address?: string,
): Promise<string> {
  const query = new URLSearchParams({ limit: '500', ...(address ? { to: address } : {}) });
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?${query}`);
        const entries = (await response.json()) as OutboxMessage[];
        const entry = entries.find(
          (e) => e.channel === channel && matches(e.to) && new Date(e.createdAt) >= since,
        );
        code = entry?.body.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code as string;
}
