import { createToaster } from '@chakra-ui/react';

/**
 * The toast store only: what shows toasts (./toaster-view) is loaded with the first toast
 * (./toaster-on-demand), so its state machines stay out of the landing page's initial
 * JavaScript. Toasts created before it mounts wait in the store and appear when it does.
 *
 * One toast at a time, 5 s each (spec §9); F8 focuses the toast region. Top right, because
 * the bottom right holds the floating cart button, which a toast there covered (and a pointer
 * resting on a toast keeps it open).
 */
export const toaster = createToaster({
  placement: 'top-end',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
  hotkey: ['F8'],
});

type ToastInput = {
  title: string;
  description?: string;
  /** A way back, e.g. Undo: shown as a button; the toast stays 10 s to give time for it. */
  action?: { label: string; onClick: () => void };
};

type ToastType = 'success' | 'error' | 'info';

/** The newest toast replaces the visible one instead of queueing behind it. */
function show(type: ToastType, { title, description, action }: ToastInput) {
  toaster.remove();
  return toaster.create({
    type,
    title,
    description,
    closable: true,
    ...(action ? { action, duration: 10_000 } : {}),
  });
}

export const notify = {
  success: (toast: ToastInput) => show('success', toast),
  error: (toast: ToastInput) => show('error', toast),
  info: (toast: ToastInput) => show('info', toast),
};
