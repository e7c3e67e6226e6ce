import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fakeServer } from '@/testing/fake-server';
import { DisplayLinksCard } from '../components/display-links-card';

const URL = '/api/restaurants/r-1/display-links';

function serveLinks() {
  const sent: unknown[] = [];
  fakeServer({
    [`GET ${URL}`]: { body: [] },
    [`POST ${URL}`]: (request) => {
      sent.push(request.body);
      return { status: 201, body: {} };
    },
  });
  return sent;
}

async function createLink(user: ReturnType<typeof userEvent.setup>, tickNames: boolean) {
  await user.type(await screen.findByRole('textbox', { name: 'Screen name' }), 'Counter TV');
  const names = screen.getByRole('checkbox', { name: /first name and last initial/ });
  expect(names).not.toBeChecked();
  if (tickNames) await user.click(names);
  await user.click(screen.getByRole('button', { name: 'Create display link' }));
  expect(await screen.findByText('Display link created')).toBeVisible();
}

describe('the lobby screen card (decision 35)', () => {
  it('creates a numbers-only screen unless the owner ticks names', async () => {
    const sent = serveLinks();
    const user = userEvent.setup();
    renderWithProviders(<DisplayLinksCard restaurantId="r-1" />);
    await createLink(user, false);
    expect(sent).toEqual([{ label: 'Counter TV', showNames: false }]);
  });

  it('shows names only on a screen the owner chose them for', async () => {
    const sent = serveLinks();
    const user = userEvent.setup();
    renderWithProviders(<DisplayLinksCard restaurantId="r-1" />);
    await createLink(user, true);
    expect(sent).toEqual([{ label: 'Counter TV', showNames: true }]);
  });
});
