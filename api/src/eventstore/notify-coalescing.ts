/**
 * Coalesces commit notifications. Why: under load every append would otherwise cost a
 * NOTIFY round trip of its own. At most one is in flight; transactions committed meanwhile
 * are announced by one more notification naming the highest of them, so a burst costs two
 * notifications and no subscriber misses the newest transaction.
 */
export function coalesceNotifications(
  send: (tx: bigint) => Promise<unknown>,
): (tx: bigint) => void {
  let notifying = false;
  /** Highest transaction not yet announced, while a notification is in flight. */
  let unannounced: bigint | null = null;
  const notify = (tx: bigint): void => {
    if (notifying) {
      if (unannounced === null || tx > unannounced) unannounced = tx;
      return;
    }
    notifying = true;
    send(tx)
      .catch(() => {})
      .finally(() => {
        notifying = false;
        const next = unannounced;
        unannounced = null;
        if (next !== null) notify(next);
      });
  };
  return notify;
}
