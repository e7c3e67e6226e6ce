import type { StreamRead } from '@pickup/domain/eventstore/types';
import { Lru } from '../db/lru';

/**
 * Folded states of streams that change rarely and are read for every order (a restaurant
 * and its menus), each with the version it reflects: an order then reads only the events
 * after it, usually none, instead of the whole stream. States are immutable values (the
 * domain's evolve functions return new objects), so one may be shared by many orders.
 */
export class Snapshots {
  private readonly states: Lru<string, { version: bigint; state: unknown }>;

  constructor(capacity = 1_000) {
    this.states = new Lru(capacity);
  }

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
   * The stream's state: a whole read folded from the start, or a read made after a snapshot
   * folded onto it. Null when the read is partial and does not continue the snapshot kept
   * now (another request may have replaced or dropped it since the read began): the caller
   * reads the stream whole. A partial read is never folded from the initial state.
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
    if (first?.version !== 0n) {
      const continues =
        snapshot !== undefined &&
        (first ? first.version === snapshot.version + 1n : read.version === snapshot.version);
      if (!continues) {
        if (snapshot && snapshot.version < read.version) this.states.delete(stream);
        return null;
      }
      base = snapshot.state as S;
    }
    const state = read.events
      .map((e) => ({ type: e.type, data: e.data }) as E)
      .reduce(evolve, base);
    this.states.set(stream, { version: read.version, state });
    return state;
  }
}
