import { expect, it } from 'vitest';
import { byDistance, byPickupTime, byPopularity, byRating } from './sorting';

const r = (
  name: string,
  orderCount: number,
  rating: number,
  distance: number,
  minutes: number,
) => ({
  name,
  orderCount,
  rating,
  distance,
  estimatedPickupTime: minutes,
});
const list = [
  r('zeta', 5, 4.5, 3, 20),
  r('Alpha', 5, 3, 1, 10),
  r('beta', 9, 4.5, 2, 10),
  r('gamma', 0, 5, 0.5, 30),
];
const names = (sorted: { name: string }[]) => sorted.map((x) => x.name);

it('most popular: most orders, then name ignoring case', () => {
  expect(names([...list].sort(byPopularity))).toEqual(['beta', 'Alpha', 'zeta', 'gamma']);
});

it('highest rated really sorts by rating, then name', () => {
  expect(names([...list].sort(byRating))).toEqual(['gamma', 'beta', 'zeta', 'Alpha']);
});

it('closest and fastest pickup', () => {
  expect(names([...list].sort(byDistance))).toEqual(['gamma', 'Alpha', 'beta', 'zeta']);
  expect(names([...list].sort(byPickupTime))).toEqual(['Alpha', 'beta', 'zeta', 'gamma']);
});
