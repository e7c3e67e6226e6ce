/** Query keys of the dev outbox. */
export const outboxKeys = {
  all: ['dev', 'outbox'] as const,
};
