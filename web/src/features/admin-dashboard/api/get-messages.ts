import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SupportMessage = {
  id: string;
  kind: 'support' | 'contact';
  category: string;
  name: string;
  email: string | null;
  subject: string;
  message: string;
  company: string | null;
  /** The signed-in sender; null for a message sent without an account. */
  senderId: string | null;
  receivedAt: string;
};

export const getMessagesQueryOptions = () =>
  queryOptions({
    queryKey: ['manage', 'messages'],
    queryFn: () => api.get<SupportMessage[]>('/api/admin/messages'),
  });

export const useMessages = () => useQuery(getMessagesQueryOptions());
