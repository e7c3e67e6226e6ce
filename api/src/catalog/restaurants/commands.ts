import { randomUUID } from 'node:crypto';
import {
  restaurantDecider,
  restaurantStream,
  type RestaurantChanges,
  type RestaurantCommand,
  type RestaurantState,
} from '@pickup/domain/catalog/restaurant';
import type { ServiceCommand } from '@pickup/domain/catalog/service-controls';
import type { RestaurantCreateBody, RestaurantUpdateBody } from '@pickup/domain/catalog/schemas';
import { MENUS_PROJECTION } from '@pickup/projections/catalog/menus/projection';
import { RESTAURANTS_PROJECTION } from '@pickup/projections/catalog/restaurants/projection';
import { ORDER_DIRECTORY_PROJECTION } from '@pickup/projections/directory/projection';
import type { CommandBus, Executed } from '../../commands/bus';
import type { Actor } from '../../http/actor';
import type { Geocoder } from './geocoding/geocoder';
import type { FindUser } from './ports';
import { toDomainActor } from './views';

export interface RestaurantCommandDeps {
  bus: CommandBus;
  findUser: FindUser;
  /** Places a restaurant created, or moved, without coordinates of its own. */
  geocode: Geocoder;
  /** Where the restaurant is now (the read model), to tell whether an update moves it. */
  currentPlace: (restaurantId: string) => Promise<Place | null>;
  newId?: () => string;
  /** The restaurant's owner as the read model has it (before an admin hands it on). */
  ownerOf?: (restaurantId: string) => Promise<string | undefined>;
  /** An admin gave the restaurant to someone else: the previous owner's rights end now. */
  onOwnerChanged?: (previousOwnerId: string) => Promise<void>;
}

type Place = { address: string; latitude: number | null; longitude: number | null };

type Without<C, K extends PropertyKey> = C extends unknown ? Omit<C, K> : never;
/** A restaurant command as the routes issue it: `run` adds who does it. */
type Issued = Without<RestaurantCommand, 'actor'>;

export type RestaurantExecuted = Executed<RestaurantState> & { restaurantId: string };

/**
 * A new restaurant's owner goes on to calls that read it from the menus and order
 * directory read models too (creating a menu, opening the kitchen board). Other changes
 * wait for the restaurants read model only: not every read model takes every event, and
 * one that skips an event never reaches its checkpoint.
 */
const AFTER_CREATE = [RESTAURANTS_PROJECTION, MENUS_PROJECTION, ORDER_DIRECTORY_PROJECTION];

/** The restaurant commands of management-area §7, answered after the read model caught up. */
export function restaurantCommands(deps: RestaurantCommandDeps) {
  const newId = deps.newId ?? randomUUID;
  const roleOf = async (userId: string) => (await deps.findUser(userId))?.role ?? null;

  /** Both coordinates, or both null when the address cannot be placed. */
  const locate = async (address: string) =>
    (await deps.geocode(address)) ?? { latitude: null, longitude: null };

  /**
   * An update is placed again when it clears a coordinate, or moves the address while
   * leaving the coordinates as they were (the edit form sends them back unchanged). New
   * coordinates sent with it are someone's correction and are kept.
   */
  const relocation = async (restaurantId: string, body: RestaurantUpdateBody) => {
    if (body.address === undefined && body.latitude !== null && body.longitude !== null) return {};
    const current = await deps.currentPlace(restaurantId);
    if (!current) return {};
    const cleared = body.latitude === null || body.longitude === null;
    const moved = body.address !== undefined && body.address !== current.address;
    const keptCoordinates =
      (body.latitude === undefined || body.latitude === current.latitude) &&
      (body.longitude === undefined || body.longitude === current.longitude);
    return cleared || (moved && keptCoordinates) ? locate(body.address ?? current.address) : {};
  };

  /** Runs a command (its actor added) on its restaurant's stream. */
  const run = async (actor: Actor, command: Issued): Promise<RestaurantExecuted> => {
    const { restaurantId } = command;
    const executed = await deps.bus.execute({
      name: command.type,
      stream: restaurantStream(restaurantId),
      decider: restaurantDecider,
      command: { ...command, actor: toDomainActor(actor) },
      actor,
      readModels: command.type === 'CreateRestaurant' ? AFTER_CREATE : [RESTAURANTS_PROJECTION],
    });
    return { ...executed, restaurantId };
  };

  return {
    async create(actor: Actor, body: RestaurantCreateBody) {
      const restaurantId = newId();
      const located = body.latitude === null || body.longitude === null;
      const data = located ? { ...body, ...(await locate(body.address)) } : body;
      return run(actor, {
        type: 'CreateRestaurant',
        restaurantId,
        data,
        ownerRole: await roleOf(body.ownerId),
      });
    },

    async update(actor: Actor, restaurantId: string, body: RestaurantUpdateBody) {
      const changes: RestaurantChanges = { ...body, ...(await relocation(restaurantId, body)) };
      // Only an admin's ownerId is kept by the decider; only then is the new owner looked up.
      const newOwnerRole =
        actor.role === 'admin' && body.ownerId !== undefined
          ? await roleOf(body.ownerId)
          : undefined;
      const previousOwner =
        newOwnerRole !== undefined ? await deps.ownerOf?.(restaurantId) : undefined;
      const executed = await run(actor, {
        type: 'UpdateRestaurant',
        restaurantId,
        changes,
        newOwnerRole,
      });
      if (previousOwner && previousOwner !== body.ownerId) {
        await deps.onOwnerChanged?.(previousOwner);
      }
      return executed;
    },

    changeImage(actor: Actor, restaurantId: string, imageUrl: string) {
      return run(actor, { type: 'ChangeRestaurantImage', restaurantId, imageUrl });
    },

    /** A kitchen control (pause, rush mode) as of `now`, which its expiry counts from. */
    control(actor: Actor, command: Without<ServiceCommand, 'actor' | 'now'>, now: Date) {
      return run(actor, { ...command, now: now.toISOString() });
    },

    delete(actor: Actor, restaurantId: string) {
      return run(actor, { type: 'DeleteRestaurant', restaurantId });
    },
  };
}

export type RestaurantCommands = ReturnType<typeof restaurantCommands>;
