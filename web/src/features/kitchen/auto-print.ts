import { useState } from 'react';

/** This device prints each new order by itself (a per-tablet choice, not the restaurant's). */
const ENABLED_KEY = 'pickup.kitchen.autoPrint';
/** Orders this device already printed by itself, so a reload or a second push never reprints. */
const PRINTED_KEY = 'pickup.kitchen.autoPrinted';
/** Enough for a long night; the oldest ids are forgotten first. */
const REMEMBERED = 500;

/**
 * Which of the orders that just arrived live to print now: none when the setting is off,
 * otherwise each one this device has not printed yet, once, in the order they arrived.
 */
export function ordersToPrint(
  enabled: boolean,
  arrived: readonly string[],
  printed: ReadonlySet<string>,
): string[] {
  if (!enabled) return [];
  return [...new Set(arrived)].filter((id) => !printed.has(id));
}

/** The remembered ids after printing `ids`, newest last, at most REMEMBERED. */
export function rememberPrinted(printed: readonly string[], ids: readonly string[]): string[] {
  const kept = printed.filter((id) => !ids.includes(id));
  return [...kept, ...ids].slice(-REMEMBERED);
}

function read<T>(key: string, fallback: T, valid: (value: unknown) => value is T): T {
  try {
    const raw = localStorage.getItem(key);
    const value: unknown = raw === null ? fallback : JSON.parse(raw);
    return valid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Without storage the setting lasts for this visit only.
  }
}

const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isIds = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((id) => typeof id === 'string');

/**
 * The device's auto-print setting and its memory of printed orders. `take(arrived)` answers
 * the orders to print now and remembers them as printed.
 */
export function useAutoPrint() {
  const [enabled, setEnabled] = useState(() => read(ENABLED_KEY, false, isBoolean));
  const toggle = () => {
    write(ENABLED_KEY, !enabled);
    setEnabled(!enabled);
  };
  const take = (arrived: readonly string[]): string[] => {
    const printed = read(PRINTED_KEY, [], isIds);
    const ids = ordersToPrint(enabled, arrived, new Set(printed));
    if (ids.length > 0) write(PRINTED_KEY, rememberPrinted(printed, ids));
    return ids;
  };
  return { enabled, toggle, take };
}
