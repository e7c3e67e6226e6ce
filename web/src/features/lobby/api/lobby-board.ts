import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { io } from 'socket.io-client';
import type {
  LobbyBoard,
  LobbyChanged,
  LobbyChangedEvent,
} from '@pickup/projections/ordering/lobby';
import { api, ApiError } from '@/lib/api-client';

export type { LobbyBoard };

/** Issue 31: the lobby screen's board, from its display link, without signing in. */
const path = (token: string) => `/api/displays/${encodeURIComponent(token)}`;

/** Scheduled orders appear when their kitchen start passes, which sends no signal. */
const REFRESH_MS = 30_000;

export const lobbyBoardQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['lobby-board', token],
    queryFn: () => api.get<LobbyBoard>(path(token), { refreshOnUnauthorized: false }),
    refetchInterval: REFRESH_MS,
    // A revoked link stays revoked; a network failure is retried by the next refresh.
    retry: (count, error) => !(error instanceof ApiError) && count < 2,
  });

export const useLobbyBoard = (token: string) => useQuery(lobbyBoardQueryOptions(token));

const LOBBY_CHANGED: LobbyChangedEvent = 'lobby:changed';

/**
 * The screen's own socket, admitted by its display link and put in its restaurant's lobby
 * room. `onChange` runs on every change (with it) and after a reconnect (without); the
 * socket reconnects by itself. Returns whether it is connected now.
 */
export function useLobbyLive(token: string, onChange: (change?: LobbyChanged) => void) {
  const [live, setLive] = useState(false);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const socket = io({ path: '/socket.io', transports: ['websocket'], auth: { display: token } });
    socket.on('connect', () => {
      setLive(true);
      latest.current();
    });
    socket.on('disconnect', (reason) => {
      setLive(false);
      // Revoked: the server closed it, and the board's next read says so.
      if (reason === 'io server disconnect') latest.current();
    });
    socket.on('connect_error', () => {
      setLive(false);
      // A refused handshake is not retried by the client: try again later, like a restart.
      if (!socket.active) setTimeout(() => socket.connect(), 5_000);
    });
    socket.on(LOBBY_CHANGED, (change: LobbyChanged) => latest.current(change));
    return () => {
      socket.disconnect();
    };
  }, [token]);
  return live;
}
