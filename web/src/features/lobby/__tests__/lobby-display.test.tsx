import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LobbyBoard } from '@pickup/projections/lobby/contract';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));
const chimes = vi.hoisted(() => ({ ready: 0 }));
vi.mock('@/lib/chime', () => ({
  playReadyChime: () => {
    chimes.ready += 1;
  },
  unlockChime: () => {},
}));

const TOKEN = 'tok_0123456789abcdefghij';

function serve(board: () => LobbyBoard | { status: number; message: string }) {
  fakeServer({
    [`GET /api/displays/${TOKEN}`]: () => {
      const b = board();
      return 'status' in b ? { status: b.status, body: { message: b.message } } : { body: b };
    },
  });
}

const boardWith = (status: 'preparing' | 'ready'): LobbyBoard => ({
  restaurantName: 'North End Trattoria',
  showNames: true,
  preparing: status === 'preparing' ? [{ number: '1A2B3C4D', name: 'Maria G.', status }] : [],
  ready: status === 'ready' ? [{ number: '1A2B3C4D', name: 'Maria G.', status }] : [],
});

beforeEach(() => {
  fakeLive.current = createFakeSocket();
  chimes.ready = 0;
});

describe('the lobby screen (issue 31)', () => {
  it('moves an order to Ready when it turns ready, lit and chimed once sound is on', async () => {
    let status: 'preparing' | 'ready' = 'preparing';
    serve(() => boardWith(status));
    renderApp(`/display/${TOKEN}`);
    const preparing = await screen.findByRole('region', { name: 'Preparing' });
    expect(await within(preparing).findByText('#1A2B3C4D')).toBeVisible();
    expect(within(preparing).getByText('Maria G.')).toBeVisible();
    act(() => fakeLive.current.connect());
    expect(screen.getByRole('status')).toHaveTextContent('Live');
    act(() => screen.getByRole('button', { name: 'Turn on sound' }).click());

    status = 'ready';
    act(() => fakeLive.current.signal('lobby:changed', { number: '1A2B3C4D', status: 'ready' }));
    const ready = screen.getByRole('region', { name: 'Ready for pickup' });
    const item = (await within(ready).findByText('#1A2B3C4D')).closest('li');
    expect(item).toHaveAttribute('data-highlighted', 'true');
    expect(within(preparing).queryByText('#1A2B3C4D')).toBeNull();
    expect(chimes.ready).toBe(1);
  });

  it('says "Offline" while the socket is down, and "Live" again once it is back', async () => {
    serve(() => boardWith('preparing'));
    renderApp(`/display/${TOKEN}`);
    await screen.findByText('#1A2B3C4D');
    act(() => fakeLive.current.connect());
    expect(screen.getByRole('status')).toHaveTextContent('Live');
    act(() => fakeLive.current.drop());
    expect(screen.getByRole('status')).toHaveTextContent('Offline');
    act(() => fakeLive.current.connect());
    expect(screen.getByRole('status')).toHaveTextContent('Live');
  });

  it('shows why a revoked link does not work', async () => {
    serve(() => ({ status: 404, message: 'This display link was revoked or does not exist' }));
    renderApp(`/display/${TOKEN}`);
    expect(
      await screen.findByText('This display link was revoked or does not exist'),
    ).toBeVisible();
  });
});
