/** A toast that survives one hard reload (sign-out reloads the page at /). */
const KEY = 'flash_toast';

export type FlashToast = { title: string; description?: string };

export const flashToast = {
  set(toast: FlashToast): void {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(toast));
    } catch {
      // Storage may be unavailable (private mode); the toast is then simply not shown.
    }
  },
  take(): FlashToast | null {
    try {
      const raw = sessionStorage.getItem(KEY);
      sessionStorage.removeItem(KEY);
      return raw ? (JSON.parse(raw) as FlashToast) : null;
    } catch {
      return null;
    }
  },
};
