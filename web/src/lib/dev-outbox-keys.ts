/** Query keys of the dev outbox: its page's list, and the footer's probe for its link. */
export const outboxKeys = {
  all: ['dev', 'outbox'] as const,
  available: () => [...outboxKeys.all, 'available'] as const,
};
