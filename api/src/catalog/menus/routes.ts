import type { RouteDeps } from '../../http/route';
import type { MenuDeps } from './access';
import { registerCategoryRoutes } from './routes-categories';
import { registerIngredientAndSideRoutes } from './routes-ingredients';
import { registerItemRoutes } from './routes-items';
import { registerMenuAndDrinkRoutes } from './routes-menus';
import { registerSoldOutRoutes } from './routes-sold-out';
import { registerStockRoutes } from './routes-stock';

export type { MenuDeps } from './access';

/** Everything on `menu-{id}` streams: menus, drinks, categories, items, ingredients, sides. */
export function menuRoutes(deps: MenuDeps): (r: RouteDeps) => void {
  return (r) => {
    registerMenuAndDrinkRoutes(r, deps);
    registerCategoryRoutes(r, deps);
    registerItemRoutes(r, deps);
    registerIngredientAndSideRoutes(r, deps);
    registerSoldOutRoutes(r, deps);
    registerStockRoutes(r, deps);
  };
}
