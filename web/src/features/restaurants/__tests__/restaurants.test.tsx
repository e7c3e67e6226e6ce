import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { aRestaurant } from '@/testing/restaurant-fixtures';

const list = [
  aRestaurant({
    id: 'a',
    name: 'Alpha Pasta',
    cuisine: 'italian',
    rating: 3.9,
    estimatedPickupTime: 30,
  }),
  aRestaurant({
    id: 'b',
    name: 'Bravo Tacos',
    cuisine: 'mexican',
    rating: 4.8,
    estimatedPickupTime: 10,
  }),
  aRestaurant({
    id: 'c',
    name: 'Charlie Noodles',
    cuisine: 'asian',
    description: 'Hand-pulled PASTA-like noodles',
    rating: 4,
    estimatedPickupTime: 20,
    openStatus: { open: false, opensAt: { day: 'monday', time: '11:00', daysAhead: 1 } },
  }),
];

const names = () =>
  within(screen.getByRole('list', { name: 'Restaurants' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

function server(restaurants = list) {
  fakeServer({
    'GET /api/restaurants': (request) => {
      const cuisine = request.url.searchParams.get('cuisine');
      return { body: cuisine ? restaurants.filter((r) => r.cuisine === cuisine) : restaurants };
    },
    'GET /api/restaurants/popular': {
      body: restaurants.map((r) => ({ ...r, orderCount: r.id === 'c' ? 9 : r.id === 'a' ? 5 : 0 })),
    },
    'GET /api/restaurants/nearby': (request) => ({
      body: {
        success: true,
        restaurants: restaurants.map((r, i) => ({
          ...r,
          distance: [2.345, 0.5, 1.25][i],
          distanceUnit: request.url.searchParams.get('unit'),
        })),
      },
    }),
  });
}

describe('restaurants list (customer-area §2, §5, DECISIONS 2-4)', () => {
  it('shows each card with rating, pickup range and open status', async () => {
    server();
    renderApp('/restaurants');
    const card = (await screen.findByRole('link', { name: 'Charlie Noodles' })).closest('article');
    expect(card).not.toBeNull();
    const c = within(card as HTMLElement);
    expect(c.getByText('4.0')).toBeInTheDocument();
    expect(c.getByText('20-25 min')).toBeInTheDocument();
    expect(c.getByText('Closed')).toBeInTheDocument();
  });

  it('promises the pickup time with a rush under way, and sorts Fastest Pickup by it', async () => {
    const rush = { paused: false, pausedUntil: null, message: null, rushUntil: null };
    const [alpha, bravo, charlie] = list;
    if (!alpha || !bravo || !charlie) throw new Error('fixture changed');
    server([alpha, { ...bravo, ordering: { ...rush, rushMinutes: 15 } }, charlie]);
    const app = renderApp('/restaurants');
    const card = (await screen.findByRole('link', { name: 'Bravo Tacos' })).closest('article');
    expect(within(card as HTMLElement).getByText('25-30 min')).toBeInTheDocument();
    await app.user.selectOptions(screen.getByLabelText('Sort by'), 'Fastest Pickup');
    expect(names()).toEqual(['Charlie Noodles', 'Bravo Tacos', 'Alpha Pasta']);
  });

  it('sorts by popularity, rating and pickup time', async () => {
    server();
    const app = renderApp('/restaurants');
    await screen.findByRole('link', { name: 'Alpha Pasta' });
    expect(names()).toEqual(['Charlie Noodles', 'Alpha Pasta', 'Bravo Tacos']);
    await app.user.selectOptions(screen.getByLabelText('Sort by'), 'Highest Rated');
    expect(names()).toEqual(['Bravo Tacos', 'Charlie Noodles', 'Alpha Pasta']);
    await app.user.selectOptions(screen.getByLabelText('Sort by'), 'Fastest Pickup');
    expect(names()).toEqual(['Bravo Tacos', 'Charlie Noodles', 'Alpha Pasta']);
    expect(screen.getByRole('option', { name: /Closest/ })).toBeDisabled();
  });

  it('shows the list by name when the order counts behind Most Popular cannot be had', async () => {
    fakeServer({
      'GET /api/restaurants': { body: list },
      'GET /api/restaurants/popular': { status: 503, body: { title: 'Unavailable' } },
    });
    renderApp('/restaurants');
    await screen.findByRole('link', { name: 'Alpha Pasta' });
    expect(names()).toEqual(['Alpha Pasta', 'Bravo Tacos', 'Charlie Noodles']);
  });

  it('searches name, cuisine and description without regard to case, and filters by cuisine', async () => {
    server();
    const app = renderApp('/restaurants?search=pasta');
    await screen.findByRole('link', { name: 'Alpha Pasta' });
    expect(names()).toEqual(['Charlie Noodles', 'Alpha Pasta']);
    await app.user.selectOptions(screen.getByLabelText('Cuisine'), 'Italian');
    expect(await screen.findByText('Showing 1 of 1 restaurants')).toBeVisible();
    await app.user.selectOptions(screen.getByLabelText('Cuisine'), 'Mexican');
    expect(await screen.findByText('No restaurants found')).toBeVisible();
    expect(screen.getByText('Try adjusting your filters or search criteria')).toBeVisible();
  });

  it('shows a paused restaurant as Paused, not Open (issue 28)', async () => {
    server([
      aRestaurant({
        id: 'p',
        name: 'Paused Place',
        ordering: {
          paused: true,
          pausedUntil: '2030-01-15T19:30:00.000Z',
          message: 'Not taking orders right now, back at 7:30 PM',
          rushMinutes: 0,
          rushUntil: null,
        },
      }),
    ]);
    renderApp('/restaurants');
    const card = (await screen.findByRole('link', { name: 'Paused Place' })).closest('article');
    const c = within(card as HTMLElement);
    expect(c.getByText('Paused')).toBeVisible();
    expect(c.queryByText('Open')).toBeNull();
  });

  it('offers every cuisine a restaurant can have, Indian and Other included (DECISIONS 26)', async () => {
    server([aRestaurant({ id: 'i', name: 'Curry House', cuisine: 'indian' }), ...list]);
    const app = renderApp('/restaurants');
    await screen.findByRole('link', { name: 'Curry House' });
    const options = within(screen.getByLabelText('Cuisine')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'All cuisines',
      'American',
      'Italian',
      'Asian',
      'Mexican',
      'Indian',
      'Other',
    ]);
    await app.user.selectOptions(screen.getByLabelText('Cuisine'), 'Indian');
    await waitFor(() => expect(names()).toEqual(['Curry House']));
  });

  it('pages 12 at a time with Load More until none are left', async () => {
    server(
      Array.from({ length: 26 }, (_, i) =>
        aRestaurant({ id: `r${i}`, name: `Place ${String(i).padStart(2, '0')}` }),
      ),
    );
    const app = renderApp('/restaurants');
    expect(await screen.findByText('Showing 12 of 26 restaurants')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getByText('Showing 24 of 26 restaurants')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getByText('Showing 26 of 26 restaurants')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('in nearby mode shows distances closest first, in the chosen unit, and Show All leaves it', async () => {
    server();
    const app = renderApp('/restaurants?lat=42.36&lng=-71.05&nearby=true');
    expect(await screen.findByText('Within 15 miles of your location')).toBeVisible();
    await screen.findByText('0.5 miles');
    expect(names()).toEqual(['Bravo Tacos', 'Charlie Noodles', 'Alpha Pasta']);
    expect(screen.getByText('2.3 miles')).toBeInTheDocument();

    await app.user.click(screen.getByText('km'));
    expect(await screen.findByText('Within 15 km of your location')).toBeVisible();
    expect(localStorage.getItem('preferredDistanceUnit')).toBe('km');

    await app.user.click(screen.getByRole('button', { name: 'Show All' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find Restaurants' }),
    ).toBeVisible();
    expect(app.location()).toBe('/restaurants');
  });

  it('ignores nearby=true without valid coordinates', async () => {
    server();
    renderApp('/restaurants?lat=abc&lng=1&nearby=true');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find Restaurants' }),
    ).toBeVisible();
  });
});
