import type { SupportFormValues } from '@pickup/domain/support/schemas';
import type { MessageSent } from '@pickup/projections/support/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageToasts } from './message-toasts';

export const sendSupportMessage = (message: SupportFormValues) =>
  api.post<MessageSent>('/api/contact/support', message);

export const useSendSupportMessage = () =>
  useMutation({
    mutationFn: sendSupportMessage,
    ...messageToasts("We'll get back to you within 24 hours."),
  });
