import { useEffect } from 'react';

/**
 * Keeps a wall-mounted tablet's screen on while kitchen mode is open, where the browser
 * supports the Screen Wake Lock API. The lock is dropped whenever the tab is hidden, so it
 * is asked for again when the tab comes back.
 */
export function useWakeLock() {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (stopped) void sentinel.release();
          else lock = sentinel;
        },
        // Refused (battery saver, no user gesture yet): the board works, the screen may dim.
        () => undefined,
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
    };
  }, []);
}
