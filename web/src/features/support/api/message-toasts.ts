import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-client';

/** Spec §8: both forms share the wording; only the reply promise differs. */
export const messageToasts = (replyPromise: string) => ({
  onSuccess: () =>
    notify.success({ title: 'Message sent successfully!', description: replyPromise }),
  onError: (error: Error) =>
    notify.error({
      title: 'Failed to send message',
      description: serverMessage(error) ?? 'Please try again or contact us directly.',
    }),
});
