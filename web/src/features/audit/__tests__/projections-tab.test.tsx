import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket, fakeLive } from '@/testing/management/fake-socket';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';
import type { ProjectionStatus } from '../types';
import { aJob, aProjection } from './fixtures';

vi.mock('socket.io-client', () => ({ io: () => fakeLive.current.socket }));

function serve(projections: ProjectionStatus[], extra: Parameters<typeof fakeServer>[0] = {}) {
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: aUser({ role: 'admin' }) },
    'GET /api/admin/stats': {
      body: { totalUsers: 1, activeRestaurants: 1, ordersToday: 0, revenueToday: 0 },
    },
    'GET /api/admin/projections': { body: projections },
    ...extra,
  });
}

const signal = (payload: Record<string, unknown>) =>
  act(() =>
    fakeLive.current.signal('projection:rebuild', {
      jobId: 'job-1',
      name: 'orders',
      status: 'running',
      applied: 0,
      total: 200,
      done: false,
      identical: null,
      diff: [],
      error: null,
      ...payload,
    }),
  );

beforeEach(() => {
  fakeLive.current = createFakeSocket();
});

describe('admin dashboard, Projections tab', () => {
  it('lists each projection with version, checkpoint, lag and whether it runs', async () => {
    serve([
      aProjection(),
      aProjection({
        name: 'audit_log',
        active: false,
        lagEvents: 5000,
        lagCapped: true,
        lagSeconds: 42,
      }),
    ]);
    renderApp('/admin?tab=projections');
    const orders = await screen.findByRole('region', { name: 'Projection orders' });
    expect(within(orders).getByText('Active')).toBeVisible();
    expect(within(orders).getByText('4134:0')).toBeVisible();
    expect(within(orders).getByText('0 events · 0 s')).toBeVisible();
    expect(within(orders).getByText('1,234')).toBeVisible();

    const audit = screen.getByRole('region', { name: 'Projection audit_log' });
    expect(within(audit).getByText('Inactive')).toBeVisible();
    expect(within(audit).getByText('Behind')).toBeVisible();
    expect(within(audit).getByText('5,000+ events · 42 s')).toBeVisible();
  });

  it('rebuilds with a progress bar fed by the admin room, then shows the verification', async () => {
    const started: string[] = [];
    serve([aProjection()], {
      'POST /api/admin/projections/orders/rebuild': (req: FakeRequest) => {
        started.push(req.path);
        return { status: 202, body: aJob() };
      },
    });
    const app = renderApp('/admin?tab=projections');
    const card = await screen.findByRole('region', { name: 'Projection orders' });
    act(() => fakeLive.current.connect());
    expect(fakeLive.current.subscriptions).toContainEqual({ admin: true });

    await app.user.click(within(card).getByRole('button', { name: 'Rebuild orders' }));
    expect(started).toEqual(['/api/admin/projections/orders/rebuild']);
    expect(await within(card).findByText('0 events replayed')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Rebuild orders' })).toBeDisabled();

    await signal({ applied: 100 });
    expect(await within(card).findByText('Rebuilding… 50%')).toBeVisible();
    expect(within(card).getByText('100 of 200 events')).toBeVisible();
    expect(within(card).getByRole('progressbar', { name: 'Rebuilding orders' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );

    await signal({ applied: 200, status: 'succeeded', done: true, identical: true });
    expect(await within(card).findByText('Rebuilt and verified')).toBeVisible();
    expect(within(card).getByText(/200 events replayed.*match the previous ones/)).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Rebuild orders' })).toBeEnabled();
  });

  it('shows the differences the verification found, and a failed rebuild', async () => {
    serve(
      [
        aProjection({
          lastRebuild: aJob({
            status: 'failed',
            error: 'orders is already being rebuilt by another process',
          }),
        }),
        aProjection({ name: 'menus' }),
      ],
      {
        'GET /api/admin/projections/orders/rebuild': {
          body: aJob({
            status: 'failed',
            error: 'orders is already being rebuilt by another process',
          }),
        },
      },
    );
    renderApp('/admin?tab=projections');
    const orders = await screen.findByRole('region', { name: 'Projection orders' });
    expect(within(orders).getByText('Rebuild failed')).toBeVisible();
    expect(
      within(orders).getByText('orders is already being rebuilt by another process'),
    ).toBeVisible();

    const menus = screen.getByRole('region', { name: 'Projection menus' });
    await signal({
      jobId: 'job-2',
      name: 'menus',
      status: 'succeeded',
      applied: 80,
      total: 80,
      done: true,
      identical: false,
      diff: [
        {
          table: 'menus',
          liveRows: 4,
          rebuiltRows: 5,
          comparable: true,
          onlyLive: 0,
          onlyRebuilt: 1,
        },
        {
          table: 'menu_items',
          liveRows: 9,
          rebuiltRows: 9,
          comparable: true,
          onlyLive: 0,
          onlyRebuilt: 0,
        },
      ],
    });
    expect(await within(menus).findByText('Rebuilt with differences')).toBeVisible();
    expect(within(menus).getByText(/1 table differs? from the previous rows/)).toBeVisible();
    const rows = within(within(menus).getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'TablePrevious rowsRebuilt rowsOnly previousOnly rebuilt',
      'menus4501',
    ]);
  });

  it('says when the rebuild could not start', async () => {
    serve([aProjection()], {
      'POST /api/admin/projections/orders/rebuild': {
        status: 409,
        body: { message: 'orders is already being rebuilt' },
      },
    });
    const app = renderApp('/admin?tab=projections');
    const card = await screen.findByRole('region', { name: 'Projection orders' });
    await app.user.click(within(card).getByRole('button', { name: 'Rebuild orders' }));
    expect(await screen.findByText('Failed to rebuild orders')).toBeVisible();
    expect(screen.getByText('orders is already being rebuilt')).toBeVisible();
  });

  it('says when the projections cannot be loaded', async () => {
    serve([], { 'GET /api/admin/projections': { status: 500, body: { message: 'Boom' } } });
    renderApp('/admin?tab=projections');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load projections')).toBeVisible();
  });
});
