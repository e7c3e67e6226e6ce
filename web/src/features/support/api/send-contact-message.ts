import type { ContactFormValues } from '@pickup/domain/support/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageToasts } from './message-toasts';

export const sendContactMessage = (message: ContactFormValues) =>
  api.post<{ message?: string }>('/api/contact/general', message);

export const useSendContactMessage = () =>
  useMutation({
    mutationFn: sendContactMessage,
    ...messageToasts("We'll get back to you within 2 business days."),
  });
