import { describe, expect, it } from 'vitest';
import { fold } from '../commands/decider';
import { DomainError } from '../shared/errors';
import { deciderSpec } from '../testing/given-when-then';
import {
  RESTAURANT_NOT_FOUND,
  favoritesDecider,
  favoritesStream,
  type AddFavorite,
  type FavoritesEvent,
  type RemoveFavorite,
} from './favorites';

const spec = deciderSpec(favoritesDecider);
const AT = '2026-03-01T12:00:00.000Z';
const USER = 'user-1';

const addFavorite = (restaurantId: string, restaurantExists = true): AddFavorite => ({
  type: 'AddFavorite',
  userId: USER,
  restaurantId,
  restaurantExists,
  at: AT,
});
const removeFavorite = (restaurantId: string): RemoveFavorite => ({
  type: 'RemoveFavorite',
  userId: USER,
  restaurantId,
  at: AT,
});
const added = (restaurantId: string): FavoritesEvent => ({
  type: 'FavoriteAdded',
  data: { userId: USER, restaurantId, at: AT },
});
const removed = (restaurantId: string): FavoritesEvent => ({
  type: 'FavoriteRemoved',
  data: { userId: USER, restaurantId, at: AT },
});

it('lives in the stream favorites-{userId}', () => {
  expect(favoritesStream('u-7')).toBe('favorites-u-7');
});

describe('no favourites yet', () => {
  it('adds a restaurant', () => {
    spec
      .given([])
      .when(addFavorite('rest-1'))
      .then([added('rest-1')]);
  });

  it('refuses a restaurant that does not exist', () => {
    spec
      .given([])
      .when(addFavorite('rest-404', false))
      .thenThrows(
        (error) =>
          error instanceof DomainError &&
          error.kind === 'not_found' &&
          error.message === RESTAURANT_NOT_FOUND,
      );
  });

  it('removing one that is not a favourite changes nothing', () => {
    spec.given([]).when(removeFavorite('rest-1')).then([]);
  });
});

describe('with a favourite', () => {
  const given = spec.given([added('rest-1')]);

  it('adding it again changes nothing', () => {
    given.when(addFavorite('rest-1')).then([]);
  });

  it('adds another restaurant', () => {
    given.when(addFavorite('rest-2')).then([added('rest-2')]);
  });

  it('removes it', () => {
    given.when(removeFavorite('rest-1')).then([removed('rest-1')]);
  });

  it('removing another one changes nothing', () => {
    given.when(removeFavorite('rest-2')).then([]);
  });
});

describe('after removing a favourite', () => {
  const given = spec.given([added('rest-1'), removed('rest-1')]);

  it('can add it again', () => {
    given.when(addFavorite('rest-1')).then([added('rest-1')]);
  });

  it('removing it again changes nothing', () => {
    given.when(removeFavorite('rest-1')).then([]);
  });
});

it('keeps favourites in the order they were added', () => {
  const state = fold(favoritesDecider, [added('b'), added('a'), added('c'), removed('a')]);
  expect(state.restaurantIds).toEqual(['b', 'c']);
});
