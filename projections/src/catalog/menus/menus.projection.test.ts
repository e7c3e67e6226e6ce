import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { MenuEvent } from '@pickup/domain/catalog/menu-types';
import { menuStream } from '@pickup/domain/catalog/menu-types';
import { restaurantStream, type RestaurantEvent } from '@pickup/domain/catalog/restaurant';
import { projectionSpec } from '../../testing/projection-spec';
import { menuIdOfItem, restaurantAccess } from './lookup';
import { menuEvents, restaurantCreated } from './menus.fixtures';
import { menusProjection } from './projection';
import { getMenuItem, listItemsOfMenu, menuTreeForRestaurant } from './queries';

const spec = projectionSpec(menusProjection);

/** Events as one command appends them to one stream. */
const on = (stream: string, events: readonly (MenuEvent | RestaurantEvent)[]) =>
  events.map((e) => ({ stream, type: e.type, data: e.data }));

describe('menus read model', () => {
  it('gives the restaurant page its whole tree in dollars, inactive things only when asked', async () => {
    const events = [
      ...on(restaurantStream('r1'), [restaurantCreated('r1')]),
      ...on(menuStream('m1'), menuEvents('m1', 'r1')),
    ];
    const trees = async (db: pg.Pool) => ({
      active: await menuTreeForRestaurant(db, 'r1', { includeInactive: false }),
      full: await menuTreeForRestaurant(db, 'r1', { includeInactive: true }),
    });
    const named = (names: string[]) => names.map((name) => expect.objectContaining({ name }));
    await spec.given(events).then(trees, {
      active: [
        expect.objectContaining({
          id: 'm1',
          restaurantId: 'r1',
          name: 'Dinner',
          availability: 'Always available',
          drinks: [
            expect.objectContaining({ id: 'm1-cola', name: 'Cola', price: '1.99', isActive: true }),
          ],
          categories: [
            expect.objectContaining({
              name: 'mains',
              menuItems: [
                expect.objectContaining({
                  id: 'm1-burger',
                  name: 'burger',
                  price: '12.50',
                  requiredSides: 1,
                  ingredients: [
                    expect.objectContaining({
                      id: 'm1-bacon',
                      ingredientId: 'm1-bacon',
                      name: 'Bacon',
                      type: 'possible',
                      price: '1.50',
                      maxQuantity: 2,
                      isIncluded: false,
                      ingredient: expect.objectContaining({
                        id: 'm1-bacon',
                        name: 'Bacon',
                        type: 'possible',
                        price: '1.50',
                      }),
                    }),
                    expect.objectContaining({
                      ingredientId: 'm1-onion',
                      type: 'optional',
                      price: '0.00',
                      isIncluded: true,
                    }),
                  ],
                  sides: [
                    expect.objectContaining({
                      id: 'm1-fries',
                      sideId: 'm1-fries',
                      name: 'Fries',
                      price: '3.00',
                      side: expect.objectContaining({ id: 'm1-fries' }),
                    }),
                  ],
                }),
              ],
            }),
            expect.objectContaining({ name: 'starters' }),
          ],
        }),
      ],
      full: [
        expect.objectContaining({
          categories: [
            expect.objectContaining({ name: 'mains', menuItems: named(['burger', 'old-burger']) }),
            expect.objectContaining({ name: 'starters' }),
            expect.objectContaining({ name: 'secret' }),
          ],
        }),
      ],
    });
  });

  it('cascades deletes: ingredient → links, category → items, menu → everything', async () => {
    const ingredientsOfBurger = async (db: pg.Pool) =>
      (await getMenuItem(db, 'm2-burger', { includeInactive: true }))?.ingredients.map(
        (i) => i.name,
      );
    await spec
      .given([
        ...on(restaurantStream('r2'), [restaurantCreated('r2')]),
        ...on(menuStream('m2'), menuEvents('m2', 'r2')),
        ...on(menuStream('m2'), [
          { type: 'IngredientRemoved', data: { menuId: 'm2', ingredientId: 'm2-bacon' } },
        ]),
      ])
      .then(ingredientsOfBurger, ['Onion']);

    const afterCategory = async (db: pg.Pool) => ({
      items: (await listItemsOfMenu(db, 'm2', { includeInactive: true })).map((i) => i.name),
      burgerMenu: await menuIdOfItem(db, 'm2-burger'),
    });
    await spec
      .given(
        on(menuStream('m2'), [
          { type: 'CategoryRemoved', data: { menuId: 'm2', categoryId: 'm2-mains' } },
        ]),
      )
      .then(afterCategory, { items: ['wings'], burgerMenu: null });

    const afterMenu = async (db: pg.Pool) => ({
      tree: await menuTreeForRestaurant(db, 'r2', { includeInactive: true }),
      wingsMenu: await menuIdOfItem(db, 'm2-wings'),
    });
    await spec
      .given(
        on(menuStream('m2'), [{ type: 'MenuDeleted', data: { menuId: 'm2', restaurantId: 'r2' } }]),
      )
      .then(afterMenu, { tree: [], wingsMenu: null });
  });

  it('removes a deleted restaurant with its menus', async () => {
    await spec
      .given([
        ...on(restaurantStream('r3'), [restaurantCreated('r3')]),
        ...on(menuStream('m3'), menuEvents('m3', 'r3')),
      ])
      .then((db) => menuIdOfItem(db, 'm3-burger'), 'm3');
    const gone = async (db: pg.Pool) => ({
      access: await restaurantAccess(db, 'r3'),
      burgerMenu: await menuIdOfItem(db, 'm3-burger'),
      links: (await db.query('SELECT count(*)::int AS n FROM rm_menus.item_ingredients')).rows,
    });
    await spec
      .given(
        on(restaurantStream('r3'), [{ type: 'RestaurantDeleted', data: { restaurantId: 'r3' } }]),
      )
      // Only m1's links remain.
      .then(gone, { access: null, burgerMenu: null, links: [{ n: 2 }] });
  });

  it('applies a stretch of item updates in order, later changes winning per field', async () => {
    const update = (itemId: string, changes: object): MenuEvent =>
      ({ type: 'MenuItemUpdated', data: { menuId: 'm4', itemId, changes } }) as MenuEvent;
    // One append: the runner applies it as one batch.
    const events = [
      ...on(restaurantStream('r4'), [restaurantCreated('r4')]),
      ...on(menuStream('m4'), [
        ...menuEvents('m4', 'r4'),
        update('m4-burger', { priceCents: 1300, name: 'Big burger' }),
        update('m4-wings', { isActive: false }),
        update('m4-burger', { priceCents: 1350, sidesRequired: 2 }),
        update('m4-gone', { priceCents: 1 }),
        { type: 'MenuItemRemoved', data: { menuId: 'm4', itemId: 'm4-wings' } },
        update('m4-old-burger', { description: 'back again', isActive: true }),
      ]),
    ];
    const items = async (db: pg.Pool) => {
      const [menu] = await menuTreeForRestaurant(db, 'r4', { includeInactive: true });
      return menu?.categories
        .flatMap((c) => c.menuItems)
        .map((i) => [i.name, i.description, i.price, i.requiredSides, i.isActive]);
    };
    await spec.given(events).then(items, [
      ['Big burger', 'burger description', '13.50', 2, true],
      ['old-burger', 'back again', '9.00', 1, true],
    ]);
  });
});
