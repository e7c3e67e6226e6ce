import type { StreamRead } from '@pickup/domain/eventstore/types';

/**
 * Folded states of streams that change rarely and are read for every order (a restaurant
 * and its menus), each with the version it reflects: an order then reads only the events
 * after it, usually none, instead of the whole stream. States are immutable values (the
 * domain's evolve functions return new objects), so one may be shared by many orders.
 */
export class Snapshots {
  private readonly states = new Map<string, { version: bigint; state: unknown }>();

  constructor(private readonly capacity = 1_000) {}

  /** Where to read each stream from: just after its snapshot; absent for whole streams. */
  from(streams: readonly string[]): Map<string, bigint> {
    const from = new Map<string, bigint>();
    for (const s of streams) {
      const snapshot = this.states.get(s);
      if (snapshot) from.set(s, snapshot.version + 1n);
    }
    return from;
  }

  /**
   * The stream's state: its snapshot with the events read after it folded in. Null when the
   * read does not continue the snapshot (the stream is not what it was): the snapshot is
   * dropped and the caller reads the stream whole.
   */
  fold<S, E>(
    stream: string,
    read: StreamRead | undefined,
    initial: S,
    evolve: (state: S, event: E) => S,
  ): S | null {
    const snapshot = this.states.get(stream);
    if (!read?.exists) {
      if (snapshot) this.states.delete(stream);
      return snapshot ? null : initial;
    }
    const first = read.events[0];
    let base = initial;
    if (snapshot) {
      const continues = first
        ? first.version === snapshot.version + 1n
        : read.version === snapshot.version;
      if (!continues) {
        this.states.delete(stream);
        return null;
      }
      base = snapshot.state as S;
    } else if (first && first.version !== 0n) {
      return null;
    }
    const state = read.events
      .map((e) => ({ type: e.type, data: e.data }) as E)
      .reduce(evolve, base);
    this.remember(stream, read.version, state);
    return state;
  }

  private remember(stream: string, version: bigint, state: unknown): void {
    this.states.delete(stream);
    if (this.states.size >= this.capacity) {
      const oldest = this.states.keys().next();
      if (!oldest.done) this.states.delete(oldest.value);
    }
    this.states.set(stream, { version, state });
  }
}
