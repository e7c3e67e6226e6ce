import { screen } from '@testing-library/react';
import type { WeeklyHours } from '@pickup/domain/catalog/hours-types';
import { describe, expect, it } from 'vitest';
import { aRestaurant } from '@/testing/management/fixtures';
import { fakeServer, type FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

/** Issue 28: the form shows the hours as stored and a save never changes untouched ones. */

const day = (start: string, end: string, closed = false) => ({ start, end, closed });

/** A closed day, a 24-hour day (same open and close), and nights past midnight. */
const MIXED: WeeklyHours = {
  monday: day('09:00', '17:00', true),
  tuesday: day('00:00', '00:00'),
  wednesday: day('18:00', '02:00'),
  thursday: day('11:30', '22:15'),
  friday: day('18:00', '02:00'),
  saturday: day('10:00', '10:00'),
  sunday: day('12:00', '20:00'),
};

function serve(hours: WeeklyHours | null) {
  const saved: unknown[] = [];
  signIn();
  fakeServer({
    'GET /api/auth/user': { body: aUser({ id: 'owner-1', role: 'restaurant_owner' }) },
    'GET /api/restaurants/r-1': { body: aRestaurant({ hours }) },
    'PUT /api/restaurants/r-1': (req: FakeRequest) => {
      saved.push(req.body);
      return { body: aRestaurant({ hours }) };
    },
  });
  return saved;
}

async function openForm() {
  const app = renderApp('/restaurants/r-1/edit');
  await screen.findByLabelText('Description');
  return app;
}

async function changeDescriptionAndSave(app: Awaited<ReturnType<typeof openForm>>) {
  await app.user.type(screen.getByLabelText('Description'), ' and more');
  await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Restaurant updated')).toBeVisible();
}

describe('restaurant hours in the edit form', () => {
  it('shows a restaurant open around the clock as such, and keeps it so', async () => {
    const saved = serve(null);
    const app = await openForm();
    expect(screen.getByRole('checkbox', { name: 'Open 24 hours, every day' })).toBeChecked();
    expect(screen.queryByLabelText('Monday opens')).toBeNull();
    await changeDescriptionAndSave(app);
    expect(saved).toEqual([{ description: 'Tacos and more' }]);
  });

  it('shows closed days, 24-hour days and nights past midnight as stored, and keeps them', async () => {
    const saved = serve(MIXED);
    const app = await openForm();
    expect(screen.getByRole('checkbox', { name: 'Open 24 hours, every day' })).not.toBeChecked();
    expect(screen.getByLabelText('Monday closed')).toBeChecked();
    expect(screen.getByLabelText('Wednesday opens')).toHaveValue('18:00');
    expect(screen.getByLabelText('Wednesday closes')).toHaveValue('02:00');
    expect(screen.getAllByText('Closes the next day')).toHaveLength(2);
    expect(screen.getAllByText('Open 24 hours')).toHaveLength(2);
    await changeDescriptionAndSave(app);
    expect(saved).toEqual([{ description: 'Tacos and more' }]);
  });

  it("sends one day's change with every other day exactly as stored", async () => {
    const saved = serve(MIXED);
    const app = await openForm();
    const close = screen.getByLabelText('Sunday closes');
    await app.user.clear(close);
    await app.user.type(close, '21:00');
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Restaurant updated')).toBeVisible();
    expect(saved).toEqual([{ hours: { ...MIXED, sunday: day('12:00', '21:00') } }]);
  });

  it('turns set hours into open around the clock, and back to what was stored', async () => {
    const saved = serve(MIXED);
    const app = await openForm();
    const allDay = screen.getByRole('checkbox', { name: 'Open 24 hours, every day' });
    await app.user.click(allDay);
    expect(screen.queryByLabelText('Sunday closes')).toBeNull();
    await app.user.click(allDay);
    expect(screen.getByLabelText('Wednesday closes')).toHaveValue('02:00');
    await app.user.click(allDay);
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Restaurant updated')).toBeVisible();
    expect(saved).toEqual([{ hours: null }]);
  });
});
