import type pg from 'pg';
import type { MenuCommand, RestaurantRef } from '@pickup/domain/catalog/menu-commands';
import { MESSAGES } from '@pickup/domain/catalog/menu-lookup';
import type { Menu, MenuState } from '@pickup/domain/catalog/menu-types';
import {
  assertCanManageRestaurant,
  canManageRestaurant,
  type Actor as DomainActor,
} from '@pickup/domain/catalog/permissions';
import { RESTAURANT_NOT_FOUND } from '@pickup/domain/catalog/restaurant';
import type { EventStore } from '@pickup/domain/eventstore/types';
import { notFound, unauthenticated } from '@pickup/domain/shared/errors';
import {
  locate,
  restaurantAccess,
  type CatalogKind,
  type Location,
  type RestaurantAccess,
} from '@pickup/projections/catalog/menus/lookup';
import type { Visibility } from '@pickup/projections/catalog/menus/queries';
import { MENUS_PROJECTION } from '@pickup/projections/catalog/menus/projection';
import { ORDER_DIRECTORY_PROJECTION } from '@pickup/projections/directory/projection';
import { menuDecider } from '@pickup/domain/catalog/menu';
import { menuStream } from '@pickup/domain/catalog/menu-types';
import type { CommandBus, Executed } from '../../commands/bus';
import type { Actor } from '../../http/actor';
import type { Reply } from '../../http/route';

/** What the menu routes are built from. */
export interface MenuDeps {
  pool: pg.Pool;
  store: EventStore;
  bus: CommandBus;
  newId?: () => string;
  now?: () => Date;
}

const NOT_FOUND: Record<CatalogKind, string> = MESSAGES;

/** The caller of a route whose access already demands a token. */
export function signedIn(actor: Actor | null): Actor {
  if (!actor) throw unauthenticated();
  return actor;
}

export const domainActor = (actor: Actor): DomainActor => ({ id: actor.userId, role: actor.role });

/** Admins and the restaurant's owner see inactive things; everyone else does not. */
export function visibilityFor(actor: Actor | null, ownerId: string | null): Visibility {
  return { includeInactive: actor !== null && canManageRestaurant(domainActor(actor), ownerId) };
}

/**
 * The restaurant or catalog thing a read names, with what the caller may see; 404 when it
 * is missing or (for customers) inactive, or anything above it is.
 */
export function readable(
  actor: Actor | null,
  found: RestaurantAccess | null,
  message: string,
): Visibility {
  if (!found) throw notFound(message);
  const visibility = visibilityFor(actor, found.ownerId);
  if (!visibility.includeInactive && !found.visible) throw notFound(message);
  return visibility;
}

export async function readableRestaurant(pool: pg.Pool, actor: Actor | null, id: string) {
  return readable(actor, await restaurantAccess(pool, id), RESTAURANT_NOT_FOUND);
}

export async function readableThing(
  pool: pg.Pool,
  actor: Actor | null,
  kind: CatalogKind,
  id: string,
): Promise<{ location: Location; visibility: Visibility }> {
  const location = await locate(pool, kind, id);
  const visibility = readable(actor, location, NOT_FOUND[kind]);
  return { location: location as Location, visibility };
}

/** The catalog thing a write names; 404 when missing, 403 when the caller may not manage it. */
export async function writable(
  pool: pg.Pool,
  actor: Actor,
  kind: CatalogKind,
  id: string,
): Promise<Location> {
  const location = await locate(pool, kind, id);
  if (!location) throw notFound(NOT_FOUND[kind]);
  assertCanManageRestaurant(domainActor(actor), location.ownerId);
  return location;
}

export interface MenuTarget {
  menuId: string;
  restaurantId: string;
  ownerId: string | null;
}

/** Runs a menu command on the target's stream; the reply waits for the menus read model. */
export function runMenuCommand(
  deps: MenuDeps,
  actor: Actor,
  target: MenuTarget,
  command: (base: { actor: DomainActor; restaurant: RestaurantRef; menuId: string }) => MenuCommand,
): Promise<Executed<MenuState>> {
  const base = {
    actor: domainActor(actor),
    restaurant: { id: target.restaurantId, ownerId: target.ownerId },
    menuId: target.menuId,
  };
  const built = command(base);
  return deps.bus.execute({
    name: built.type,
    stream: menuStream(target.menuId),
    decider: menuDecider,
    command: built,
    actor,
    // The order path finds a restaurant's menus in the directory: an item the owner was just
    // told is added can be ordered at once (a browser spec once ordered it first).
    readModels: [MENUS_PROJECTION, ORDER_DIRECTORY_PROJECTION],
  });
}

/** The menu after a command that keeps it. */
export function menuAfter(executed: Executed<MenuState>): Menu {
  if (executed.state.status !== 'existing') throw notFound(MESSAGES.menu);
  return executed.state.menu;
}

/** 200/201 once the read model shows the change; 202 with the checkpoint when it lags. */
export function written(executed: Executed<MenuState>, status: number, body?: unknown): Reply {
  if (executed.caughtUp) return { status: body === undefined ? 204 : status, body };
  return {
    status: 202,
    body: body ?? { checkpoint: executed.checkpoint },
    headers: { 'X-Checkpoint': executed.checkpoint },
  };
}
