import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { io } from 'socket.io-client';
import type {
  LobbyBoard,
  LobbyChanged,
  LobbyChangedEvent,
} from '@pickup/projections/lobby/contract';
import { api, ApiError } from '@/lib/api-client';
import { lobbyKeys } from './keys';

export type { LobbyBoard };

/** Issue 31: the lobby screen's board, from its display link, without signing in. */
const path = (token: string) => `/api/displays/${encodeURIComponent(token)}`;

/** Scheduled orders appear when their kitchen start passes, which sends no signal. */
const REFRESH_MS = 30_000;

export const lobbyBoardQueryOptions = (token: string) =>
  queryOptions({
    queryKey: lobbyKeys.board(token),
    queryFn: () => api.get<LobbyBoard>(path(token), { refreshOnUnauthorized: false }),
    refetchInterval: REFRESH_MS,
    // A revoked link stays revoked; a network failure is retried by the next refresh.
    retry: (count, error) => !(error instanceof ApiError) && count < 2,
  });

export const useLobbyBoard = (token: string) => useQuery(lobbyBoardQueryOptions(token));

const LOBBY_CHANGED: LobbyChangedEvent = 'lobby:changed';

/** A refused handshake or a server-side close is not retried by the client itself. */
const RETRY_MS = 5_000;

/**
 * The screen's own socket, admitted by its display link and put in its restaurant's lobby
 * room. `onChange` runs on every change (with it) and after a (re)connect (without); the
 * socket reconnects by itself, also after the server closed it, until `enabled` turns false
 * (the link was refused). Returns whether it is connected now.
 */
export function useLobbyLive(
  token: string,
  onChange: (change?: LobbyChanged) => void,
  enabled: boolean,
) {
  const [live, setLive] = useState(false);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (!enabled) return;
    const socket = io({ path: '/socket.io', transports: ['websocket'], auth: { display: token } });
    let retry: ReturnType<typeof setTimeout> | undefined;
    const retryLater = () => {
      clearTimeout(retry);
      retry = setTimeout(() => socket.connect(), RETRY_MS);
    };
    socket.on('connect', () => {
      setLive(true);
      latest.current();
    });
    socket.on('disconnect', (reason) => {
      setLive(false);
      // The server closed it (revoked, or its listener restarted): the board's next read
      // says which, and a live link connects again.
      if (reason === 'io server disconnect') {
        latest.current();
        retryLater();
      }
    });
    socket.on('connect_error', () => {
      setLive(false);
      if (!socket.active) retryLater();
    });
    socket.on(LOBBY_CHANGED, (change: LobbyChanged) => latest.current(change));
    return () => {
      clearTimeout(retry);
      socket.disconnect();
    };
  }, [token, enabled]);
  return live;
}
