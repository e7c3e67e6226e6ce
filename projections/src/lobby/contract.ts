import { z } from 'zod';

/**
 * What the lobby screen (issue 31) is answered and pushed: an order number, a first name and
 * last initial (or none), never a phone, email, note or price. And an owner's display links.
 */

const LOBBY_STATUSES = ['preparing', 'ready'] as const;

export const lobbyOrderSchema = z.object({
  /** The order number's one form (order-number.ts), without the '#'. */
  number: z.string(),
  /** "Maria G."; null when the link shows numbers only. */
  name: z.string().nullable(),
  status: z.enum(LOBBY_STATUSES),
});
export type LobbyOrder = z.infer<typeof lobbyOrderSchema>;

export const lobbyBoardSchema = z.object({
  restaurantName: z.string(),
  showNames: z.boolean(),
  /** Oldest first. */
  preparing: z.array(lobbyOrderSchema),
  /** Most recently ready first. */
  ready: z.array(lobbyOrderSchema),
});
export type LobbyBoard = z.infer<typeof lobbyBoardSchema>;

/** The Socket.IO event a lobby screen receives when one of its orders changes; it refetches. */
export const LOBBY_CHANGED_EVENT = 'lobby:changed';
export type LobbyChangedEvent = typeof LOBBY_CHANGED_EVENT;
export const lobbyChangedSchema = z.object({
  number: z.string(),
  status: z.string(),
});
export type LobbyChanged = z.infer<typeof lobbyChangedSchema>;

/** An owner's display link, as their dashboard lists it (table in api/src/lobby/display-links.ts). */
export const displayLinkSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  label: z.string(),
  showNames: z.boolean(),
  /** Null for a link made before its token was derived from its id: only its hash is kept. */
  url: z.string().nullable(),
  createdAt: z.string(),
});
export type DisplayLink = z.infer<typeof displayLinkSchema>;
export const displayLinksSchema = z.array(displayLinkSchema);
