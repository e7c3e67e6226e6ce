import type { RouteDeps } from '../../http/route';
import { restaurantContext, type RestaurantRouteDeps } from './deps';
import { restaurantReadRoutes } from './routes-read';
import { restaurantServiceRoutes } from './routes-service';
import { restaurantWriteRoutes } from './routes-write';

/** Registrar for every restaurant call: browsing, discovery and management. */
export function restaurantRoutes(deps: RestaurantRouteDeps): (r: RouteDeps) => void {
  const ctx = restaurantContext(deps);
  return (r) => {
    restaurantReadRoutes(r, ctx);
    restaurantWriteRoutes(r, ctx);
    restaurantServiceRoutes(r, ctx);
  };
}
