import { describe, expect, it } from 'vitest';
import { coalesceNotifications } from './notify-coalescing';

/** A notification channel whose sends stay in flight until released. */
function heldChannel() {
  const sent: bigint[] = [];
  const releases: (() => void)[] = [];
  const send = (tx: bigint) => {
    sent.push(tx);
    return new Promise<void>((resolve) => releases.push(resolve));
  };
  const releaseNext = async () => {
    releases.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { sent, send, releaseNext };
}

describe('coalesced commit notifications', () => {
  it('sends a burst as two notifications, the second naming the highest transaction', async () => {
    const channel = heldChannel();
    const notify = coalesceNotifications(channel.send);
    for (const tx of [5n, 9n, 7n, 8n]) notify(tx);
    expect(channel.sent).toEqual([5n]);
    await channel.releaseNext();
    expect(channel.sent).toEqual([5n, 9n]);
    await channel.releaseNext();
    notify(12n);
    expect(channel.sent).toEqual([5n, 9n, 12n]);
  });

  it('keeps notifying after a send fails', async () => {
    const sent: bigint[] = [];
    const notify = coalesceNotifications(async (tx) => {
      sent.push(tx);
      throw new Error('connection lost');
    });
    notify(1n);
    notify(2n);
    await new Promise((r) => setTimeout(r, 0));
    notify(3n);
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([1n, 2n, 3n]);
  });
});
