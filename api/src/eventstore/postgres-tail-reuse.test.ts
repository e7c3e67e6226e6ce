import { describe, expect, it } from 'vitest';
import type { EventRow, LogPosition } from './postgres-rows';
import type { Page } from './postgres-subscription';
import { SharedTail } from './postgres-tail';

/** A log read that waits until released, counting how many reads were started. */
function heldLog() {
  let started = 0;
  const releases: (() => void)[] = [];
  const fetch = (): Promise<Page> => {
    started++;
    return new Promise((resolve) => {
      releases.push(() => resolve({ events: [] as EventRow[], horizon: String(started) }));
    });
  };
  return {
    fetch,
    started: () => started,
    releaseAll: () => releases.splice(0).forEach((release) => release()),
  };
}

const origin: LogPosition = { tx: '0', pos: '0' };

/** A tail over a held log, with the wake-up generation under the test's control. */
function setup() {
  const log = heldLog();
  let generation = 1;
  const tail = new SharedTail(
    log.fetch,
    async () => origin,
    10,
    20,
    () => generation,
  );
  return { log, tail, wake: () => ++generation };
}

describe('the shared tail of the log', () => {
  it('lets subscribers woken by the same wake-up share the read started after it', async () => {
    const { log, tail, wake } = setup();
    // First read establishes the tail.
    const first = tail.page(origin, undefined, 10, 1);
    await Promise.resolve();
    log.releaseAll();
    await first;

    wake();
    const a = tail.page(origin, undefined, 10, 2);
    const b = tail.page(origin, undefined, 10, 2);
    await Promise.resolve();
    log.releaseAll();
    await Promise.all([a, b]);
    expect(log.started()).toBe(2);
  });

  it('makes a caller that needs a fresher read wait for the next one', async () => {
    const { log, tail, wake } = setup();
    const running = tail.page(origin, undefined, 10, 1);
    await Promise.resolve();
    // A wake-up after the running read began: that read may have missed what it announced.
    wake();
    const later = tail.page(origin, undefined, 10, 2);
    // A caller woken by a timer wants any read that starts from now on.
    const timer = tail.page(origin, undefined, 10);
    await Promise.resolve();
    log.releaseAll();
    await running;
    await new Promise((r) => setTimeout(r, 0));
    expect(log.started()).toBe(2);
    log.releaseAll();
    const pages = await Promise.all([later, timer]);
    expect(pages.map((p) => p?.horizon)).toEqual(['2', '2']);
  });
});
