import type { Decider, DomainEvent } from '../commands/decider';
import { notFound } from '../shared/errors';

/** A customer's favourite restaurants, stream `favorites-{userId}`. */
export const favoritesStream = (userId: string) => `favorites-${userId}`;

export const RESTAURANT_NOT_FOUND = 'Restaurant not found';

export type FavoriteAdded = DomainEvent<
  'FavoriteAdded',
  { userId: string; restaurantId: string; at: string }
>;

export type FavoriteRemoved = DomainEvent<
  'FavoriteRemoved',
  { userId: string; restaurantId: string; at: string }
>;

export type FavoritesEvent = FavoriteAdded | FavoriteRemoved;

/** `restaurantExists` is looked up by the handler: one cannot favour a missing restaurant. */
export interface AddFavorite {
  type: 'AddFavorite';
  userId: string;
  restaurantId: string;
  restaurantExists: boolean;
  at: string;
}

export interface RemoveFavorite {
  type: 'RemoveFavorite';
  userId: string;
  restaurantId: string;
  at: string;
}

export type FavoritesCommand = AddFavorite | RemoveFavorite;

/** A set has no lifecycle, so the state is just the ids, oldest first. */
export interface FavoritesState {
  restaurantIds: readonly string[];
}

export function evolve(state: FavoritesState, event: FavoritesEvent): FavoritesState {
  const { restaurantId } = event.data;
  switch (event.type) {
    case 'FavoriteAdded':
      return state.restaurantIds.includes(restaurantId)
        ? state
        : { restaurantIds: [...state.restaurantIds, restaurantId] };
    case 'FavoriteRemoved':
      return { restaurantIds: state.restaurantIds.filter((id) => id !== restaurantId) };
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

/** Pressing the toggle twice, or on two tabs, must not fail: repeats change nothing. */
export function decide(command: FavoritesCommand, state: FavoritesState): FavoritesEvent[] {
  const { userId, restaurantId, at } = command;
  const isFavorite = state.restaurantIds.includes(restaurantId);
  switch (command.type) {
    case 'AddFavorite':
      if (isFavorite) return [];
      if (!command.restaurantExists) throw notFound(RESTAURANT_NOT_FOUND);
      return [{ type: 'FavoriteAdded', data: { userId, restaurantId, at } }];
    case 'RemoveFavorite':
      return isFavorite ? [{ type: 'FavoriteRemoved', data: { userId, restaurantId, at } }] : [];
    default: {
      const _never: never = command;
      return _never;
    }
  }
}

export const favoritesDecider: Decider<FavoritesCommand, FavoritesState, FavoritesEvent> = {
  initialState: () => ({ restaurantIds: [] }),
  evolve,
  decide,
};
