import {
  isCaughtUp,
  type CaughtUp,
  type Checkpoint,
  type RecordedEvent,
} from '@pickup/domain/eventstore/types';

export interface Batch {
  events: RecordedEvent[];
  /** Where the checkpoint moves once the batch is applied: past the events and any caughtUp. */
  checkpoint: Checkpoint | null;
  /** The store said it had nothing more when this batch closed. */
  caughtUp: boolean;
  /** The subscription ended (aborted); the batch may be partial. */
  ended: boolean;
}

/**
 * Groups a subscription into batches: a batch closes when it is full, when the store says it
 * is caught up, or when no further event arrives within `maxWaitMs` of the first one. The
 * pending read survives across batches, so no event is lost to the timer. A `maxWaitMs` of
 * null waits for a full batch or the store's caughtUp (a rebuild, which wants full batches
 * and no timer per event).
 */
export class BatchReader {
  private readonly iterator: AsyncIterator<RecordedEvent | CaughtUp>;
  private pending: Promise<IteratorResult<RecordedEvent | CaughtUp>> | null = null;

  constructor(
    source: AsyncIterable<RecordedEvent | CaughtUp>,
    private readonly maxSize: number,
    private readonly maxWaitMs: number | null = 50,
  ) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  async next(): Promise<Batch> {
    const events: RecordedEvent[] = [];
    let checkpoint: Checkpoint | null = null;
    for (;;) {
      const result = await this.take(events.length === 0 ? null : this.maxWaitMs);
      if (result === 'timeout') return { events, checkpoint, caughtUp: false, ended: false };
      if (result.done) return { events, checkpoint, caughtUp: false, ended: true };
      const item = result.value;
      if (isCaughtUp(item)) {
        if (checkpoint === null || item.caughtUp > checkpoint) checkpoint = item.caughtUp;
        return { events, checkpoint, caughtUp: true, ended: false };
      }
      events.push(item);
      checkpoint = item.checkpoint;
      if (events.length >= this.maxSize)
        return { events, checkpoint, caughtUp: false, ended: false };
    }
  }

  /** Awaits the pending read; it is consumed only when it wins, so a timeout loses nothing. */
  private async take(
    withinMs: number | null,
  ): Promise<IteratorResult<RecordedEvent | CaughtUp> | 'timeout'> {
    this.pending ??= this.iterator.next();
    const read = this.pending;
    let timer: NodeJS.Timeout | undefined;
    try {
      const result =
        withinMs === null
          ? await read
          : await Promise.race([
              read,
              new Promise<'timeout'>((resolve) => {
                timer = setTimeout(() => resolve('timeout'), withinMs);
              }),
            ]);
      if (result !== 'timeout') this.pending = null;
      return result;
    } finally {
      clearTimeout(timer);
    }
  }
}
