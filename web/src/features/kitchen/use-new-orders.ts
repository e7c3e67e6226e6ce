import { useEffect, useRef, useState } from 'react';

const HIGHLIGHT_MS = 30_000;

/**
 * Orders that appeared after the board first loaded: each one rings once and stays
 * highlighted for a while, or until staff act on it.
 */
export function useNewOrders(orderIds: string[] | undefined, onNew: (added: string[]) => void) {
  const known = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const ring = useRef(onNew);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => {
    ring.current = onNew;
  });
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const key = orderIds?.join(',');
  useEffect(() => {
    if (key === undefined) return;
    const ids = key === '' ? [] : key.split(',');
    if (known.current === null) {
      known.current = new Set(ids);
      return;
    }
    const seen = known.current;
    const added = ids.filter((id) => !seen.has(id));
    added.forEach((id) => seen.add(id));
    if (added.length === 0) return;
    ring.current(added);
    setFresh((current) => new Set([...current, ...added]));
    timers.current.push(
      setTimeout(
        () => setFresh((current) => new Set([...current].filter((id) => !added.includes(id)))),
        HIGHLIGHT_MS,
      ),
    );
  }, [key]);

  const acknowledge = (id: string) =>
    setFresh((current) => new Set([...current].filter((other) => other !== id)));

  return { fresh, acknowledge };
}
