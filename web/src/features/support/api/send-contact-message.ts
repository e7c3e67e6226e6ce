import type { ContactFormValues } from '@pickup/domain/support/schemas';
import type { MessageSent } from '@pickup/projections/support/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageToasts } from './message-toasts';

export const sendContactMessage = (message: ContactFormValues) =>
  api.post<MessageSent>('/api/contact/general', message);

export const useSendContactMessage = () =>
  useMutation({
    mutationFn: sendContactMessage,
    ...messageToasts("We'll get back to you within 2 business days."),
  });
