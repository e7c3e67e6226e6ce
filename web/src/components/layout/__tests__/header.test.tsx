import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aUser, signIn } from '@/testing/users';

// jsdom applies no media queries, so the page renders at its smallest (mobile) layout:
// the header's items are reached through the side sheet.
async function openSheet(app: ReturnType<typeof renderApp>) {
  await app.user.click(await screen.findByRole('button', { name: 'Open menu' }));
  return within(await screen.findByRole('dialog', { name: 'Menu' }));
}

describe('header', () => {
  it('searches restaurants for the trimmed text', async () => {
    fakeServer({});
    const app = renderApp('/how-it-works');
    const sheet = await openSheet(app);
    await app.user.type(
      sheet.getByRole('searchbox', { name: /search restaurants/i }),
      '  thai curry ',
    );
    await app.user.click(sheet.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('heading', { name: 'Find Restaurants', level: 1 }),
    ).toBeVisible();
    expect(app.location()).toBe('/restaurants?search=thai+curry');
  });

  it('ignores a blank search', async () => {
    fakeServer({});
    const app = renderApp('/how-it-works');
    const sheet = await openSheet(app);
    await app.user.type(
      sheet.getByRole('searchbox', { name: /search restaurants/i }),
      '   {Enter}',
    );
    expect(app.location()).toBe('/how-it-works');
  });

  it('offers visitors How it Works, Sign In and Sign Up', async () => {
    fakeServer({});
    const app = renderApp('/terms');
    const sheet = await openSheet(app);
    expect(sheet.getByRole('link', { name: 'How it Works' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
    expect(sheet.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(sheet.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth');
  });

  it("shows an owner's name, email, role and only the owner dashboard", async () => {
    signIn();
    fakeServer({ 'GET /api/auth/user': { body: aUser({ role: 'restaurant_owner' }) } });
    const app = renderApp('/terms');
    const sheet = await openSheet(app);
    expect(sheet.getByText('Ada Lovelace')).toBeVisible();
    expect(sheet.getByText('ada@example.com')).toBeVisible();
    expect(sheet.getByText('Owner')).toBeVisible();
    expect(sheet.getByRole('link', { name: 'Restaurant Dashboard' })).toHaveAttribute(
      'href',
      '/owner-dashboard',
    );
    expect(sheet.queryByRole('link', { name: 'My Dashboard' })).toBeNull();
    expect(sheet.queryByRole('link', { name: 'How it Works' })).toBeNull();
    expect(sheet.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });
});
