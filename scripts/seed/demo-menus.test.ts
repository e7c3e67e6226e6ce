import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMenuTestApi, type MenuTestApi } from '@pickup/api/catalog/menus/test-support';
import { DEMO_RESTAURANTS } from './demo-restaurants';
import { seedDemoMenus } from './demo-menus';

let api: MenuTestApi;
beforeAll(async () => {
  api = await createMenuTestApi();
});
afterAll(() => api?.close());

describe('seedDemoMenus', () => {
  it('gives every demo restaurant a realistic menu, once', async () => {
    const restaurants = new Map<string, string>();
    for (const r of DEMO_RESTAURANTS) restaurants.set(r.key, await api.createRestaurant());

    const created = await seedDemoMenus({ bus: api.bus }, restaurants);
    expect(await seedDemoMenus({ bus: api.bus }, restaurants)).toEqual([]);

    let menus = 0;
    for (const [key, id] of restaurants) {
      const tree = await api.tree(id);
      menus += tree.length;
      expect([key, tree.length >= 1 && tree.length <= 2]).toEqual([key, true]);
      const categories = tree.flatMap((m) => m.categories);
      const items = categories.flatMap((c) => c.menuItems);
      for (const menu of tree) {
        expect(menu.categories.length).toBeGreaterThanOrEqual(3);
        expect(menu.categories.length).toBeLessThanOrEqual(5);
        expect(menu.drinks.length).toBeGreaterThan(0);
      }
      expect(items.every((i) => i.description !== '' && Number(i.price) > 0)).toBe(true);
      const required = categories.filter((c) => c.sidesRequired === 1);
      expect(required.length).toBeGreaterThan(0);
      expect(required.every((c) => c.menuItems.every((i) => i.sides.length >= 1))).toBe(true);
      expect(categories.some((c) => c.includesDrink)).toBe(true);
      const links = items.flatMap((i) => i.ingredients);
      expect(links.some((l) => l.type === 'optional' && l.isIncluded)).toBe(true);
      const addable = links.filter((l) => l.type === 'possible');
      expect(addable.every((l) => !l.isIncluded)).toBe(true);
      expect(addable.some((l) => Number(l.price) > 0 && l.maxQuantity >= 2)).toBe(true);
    }
    expect(created).toHaveLength(menus);
  }, 120_000);
});
