import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Acknowledgement } from '@pickup/domain/shared/answers';
import { api, serverMessage } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import { notify } from '@/components/ui/toaster';
import { verificationStatusQueryKey } from './verification-status';

/** Verifying (or a new phone) changes the user and the status: both are read again. */
function useRefreshVerified() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userQueryKey }),
      queryClient.invalidateQueries({ queryKey: verificationStatusQueryKey }),
    ]);
}

export function useSendEmailCode() {
  return useMutation({
    mutationFn: () => api.post<Acknowledgement>('/api/verification/send-email'),
    onSuccess: ({ message }) =>
      notify.success({
        title: 'Verification email sent',
        description: message === 'Verification email sent' ? undefined : message,
      }),
    onError: (error) =>
      notify.error({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to send verification email',
      }),
  });
}

export function useVerifyEmail() {
  const refresh = useRefreshVerified();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<Acknowledgement>('/api/verification/verify-email', { code }),
    onSuccess: async () => {
      notify.success({
        title: 'Email verified!',
        description: 'Your email has been verified successfully',
      });
      await refresh();
    },
    onError: (error) =>
      notify.error({
        title: 'Verification failed',
        description: serverMessage(error) ?? 'Failed to verify email',
      }),
  });
}

export function useUpdatePhone() {
  const refresh = useRefreshVerified();
  return useMutation({
    mutationFn: (phone: string) => api.patch('/api/user/profile', { phone }),
    onSuccess: async () => {
      notify.success({ title: 'Phone number updated' });
      await refresh();
    },
    onError: (error) =>
      notify.error({ title: 'Failed to update phone number', description: serverMessage(error) }),
  });
}

/**
 * `quiet`: the automatic SMS on opening fails silently (spec §4), and succeeds silently too
 * so the toast that led there ('Phone number updated') stays readable.
 */
export function useSendSms() {
  return useMutation({
    mutationFn: (_options: { quiet: boolean }) =>
      api.post<Acknowledgement>('/api/verification/send-sms'),
    onSuccess: ({ message }, { quiet }) => {
      if (!quiet) notify.success({ title: 'SMS sent', description: message });
    },
    onError: (error, { quiet }) => {
      if (quiet) return;
      notify.error({
        title: 'Failed to send SMS verification',
        description: serverMessage(error),
      });
    },
  });
}

export function useSendCall() {
  return useMutation({
    mutationFn: () => api.post<Acknowledgement>('/api/verification/send-call'),
    onSuccess: ({ message }) => notify.success({ title: 'Call initiated', description: message }),
    onError: (error) =>
      notify.error({
        title: 'Failed to initiate verification call',
        description: serverMessage(error),
      }),
  });
}

export function useVerifyPhone() {
  const refresh = useRefreshVerified();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<Acknowledgement>('/api/verification/verify-phone', { code }),
    onSuccess: async ({ message }) => {
      notify.success({ title: 'Phone verified!', description: message });
      await refresh();
    },
    onError: (error) =>
      notify.error({
        title: 'Verification failed',
        description: serverMessage(error) ?? 'Failed to verify phone number',
      }),
  });
}
