/** Query keys of the lobby screen. */
export const lobbyKeys = {
  board: (token: string) => ['lobby', 'board', token] as const,
};
