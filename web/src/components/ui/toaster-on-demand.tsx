import { Suspense, lazy, useEffect, useState } from 'react';
import { toaster } from './toaster';

const ToasterView = lazy(() => import('./toaster-view'));

/** What a toast usually follows: the view is then in place (its live region too) before it. */
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * Mounts the toast view (its state machines are ~8 KB of the landing page's JavaScript) at the
 * first interaction or the first toast, whichever comes first. A toast raised before it mounts
 * (e.g. "Cart restored" while a restaurant page loads) waits in the store: the view takes it
 * over with `getVisibleToasts()` when it mounts.
 */
export function Toaster() {
  const [wanted, setWanted] = useState(() => toaster.getVisibleToasts().length > 0);

  useEffect(() => {
    if (wanted) return;
    // A toast raised between the first render and this effect is already in the store.
    if (toaster.getVisibleToasts().length > 0) {
      setWanted(true);
      return;
    }
    const want = () => setWanted(true);
    const unsubscribe = toaster.subscribe(want);
    for (const type of INTERACTIONS) window.addEventListener(type, want, { capture: true });
    return () => {
      unsubscribe();
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
