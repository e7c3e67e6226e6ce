import { describe, expect, it } from 'vitest';
import { summarize } from './summarize';

describe('audit summaries of people’s events', () => {
  it('say what happened to a favorite without printing the restaurant’s id', () => {
    const restaurantId = '3f2c9a4e-0d1b-4c8e-9a57-1b2c3d4e5f60';
    const added = { stream: 'favorites-u1', type: 'FavoriteAdded', data: { restaurantId } };
    const removed = { ...added, type: 'FavoriteRemoved' };
    expect(summarize(added)).toBe('Added to favorites');
    expect(summarize(removed)).toBe('Removed from favorites');
  });
});
