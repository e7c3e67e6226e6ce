import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-client';

/** Spec §8: a failed save shows the server's message, or the screen's fallback. */
export const failureToast = (fallback: string) => (error: unknown) =>
  notify.error({ title: 'Error', description: serverMessage(error) || fallback });

/** Spec §8 items and users: "{what}: {message}". */
export const prefixedFailureToast =
  (title: string, prefix: string, fallback = 'Something went wrong') =>
  (error: unknown) =>
    notify.error({ title, description: `${prefix}: ${serverMessage(error) || fallback}` });

export const successToast = (title: string, description?: string) => () =>
  notify.success({ title, description });

/** A failed setting: the toast's title says what failed, the server's message why. */
export const titledFailureToast = (title: string) => (error: unknown) =>
  notify.error({ title, description: serverMessage(error) ?? 'Please try again.' });
