import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aRestaurantWithMenu } from '@/testing/restaurant-fixtures';

describe("a restaurant's opening on its page", () => {
  it('says "Open 24 hours" for a restaurant that never closes', async () => {
    fakeServer({
      'GET /api/restaurants/r-1': {
        body: aRestaurantWithMenu({ openStatus: { open: true, closesAt: null } }),
      },
    });
    renderApp('/restaurants/r-1');
    expect(await screen.findByText('Open 24 hours')).toBeVisible();
  });

  it('says until when a restaurant with hours is open', async () => {
    fakeServer({
      'GET /api/restaurants/r-1': {
        body: aRestaurantWithMenu({ openStatus: { open: true, closesAt: '22:00' } }),
      },
    });
    renderApp('/restaurants/r-1');
    expect(await screen.findByText('Open until 10 PM')).toBeVisible();
    expect(screen.queryByText('Open 24 hours')).toBeNull();
  });
});
