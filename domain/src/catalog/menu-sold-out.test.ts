import { describe, expect, it } from 'vitest';
import { fold } from '../commands/decider';
import { deciderSpec } from '../testing/given-when-then';
import type { WeeklyHours } from './hours-types';
import { menuDecider } from './menu';
import {
  category,
  categoryAdded,
  cmd,
  customer,
  ingredient,
  ingredientAdded,
  itemAdded,
  kind,
  menuCreated,
  menuId,
  otherOwner,
  side,
  sideAdded,
} from './menu.fixtures';
import { isSoldOutAt, soldOutMarksFor } from './menu-sold-out';
import type { MenuEvent, SoldOutEntry } from './menu-types';

const spec = deciderSpec(menuDecider);

const day = { start: '11:00', end: '22:00', closed: false };
const HOURS: WeeklyHours = {
  monday: day,
  tuesday: day,
  wednesday: day,
  thursday: day,
  friday: day,
  saturday: day,
  sunday: day,
};
// Tuesday 15 January 2030, 18:30 in New York: open; next opening Wednesday 11:00 (16:00 UTC).
const NOW = '2030-01-15T23:30:00.000Z';
const NEXT_OPENING = '2030-01-16T16:00:00.000Z';
const restaurantHours = { hours: HOURS, timezone: 'America/New_York' };

const base: MenuEvent[] = [
  menuCreated,
  categoryAdded(category('c1', 1)),
  ingredientAdded(ingredient('bacon', 'c1', 'Bacon')),
  sideAdded(side('fries', 'c1', 'Fries')),
  itemAdded('it1', 'c1'),
];
const ITEM: SoldOutEntry = { kind: 'item', id: 'it1' };

const soldOut = (entry: SoldOutEntry, until: string | null, reason: string | null = null) =>
  ({ type: 'MenuEntrySoldOut', data: { menuId, entry, until, reason } }) as MenuEvent;

const mark = (entry: SoldOutEntry, until: 'next_opening' | 'turned_back_on', now = NOW) =>
  cmd('MarkSoldOut', { entry, until, now, restaurantHours });

describe('marking sold out', () => {
  it('an item until the next opening, read in the restaurant zone', () => {
    spec
      .given(base)
      .when(mark(ITEM, 'next_opening'))
      .then([soldOut(ITEM, NEXT_OPENING)]);
  });

  it('an added ingredient until turned back on, with a reason', () => {
    const entry: SoldOutEntry = { kind: 'ingredient', id: 'bacon' };
    spec
      .given(base)
      .when(
        cmd('MarkSoldOut', {
          entry,
          until: 'turned_back_on',
          reason: ' ran out ',
          now: NOW,
          restaurantHours,
        }),
      )
      .then([soldOut(entry, null, 'ran out')]);
  });

  it('refuses something the menu does not have, and other people', () => {
    spec
      .given(base)
      .when(mark({ kind: 'side', id: 'nope' }, 'next_opening'))
      .thenThrows(kind('not_found'));
    spec
      .given(base)
      .when(
        cmd(
          'MarkSoldOut',
          { entry: ITEM, until: 'next_opening', now: NOW, restaurantHours },
          otherOwner,
        ),
      )
      .thenThrows(kind('forbidden'));
    spec
      .given(base)
      .when(
        cmd(
          'MarkSoldOut',
          { entry: ITEM, until: 'next_opening', now: NOW, restaurantHours },
          customer,
        ),
      )
      .thenThrows(kind('forbidden'));
  });

  it('turns it back on, and refuses once it has returned by itself', () => {
    spec
      .given([...base, soldOut(ITEM, NEXT_OPENING)])
      .when(cmd('MarkBackInStock', { entry: ITEM, now: NOW }))
      .then([{ type: 'MenuEntryBackInStock', data: { menuId, entry: ITEM } }]);
    spec
      .given([...base, soldOut(ITEM, NEXT_OPENING)])
      .when(cmd('MarkBackInStock', { entry: ITEM, now: NEXT_OPENING }))
      .thenThrows(kind('conflict'));
  });
});

describe('judging a mark at a given time', () => {
  it('holds until the next opening and not from it; "until turned back on" always holds', () => {
    const state = fold(menuDecider, [...base, soldOut(ITEM, NEXT_OPENING)]);
    if (state.status !== 'existing') throw new Error('menu missing');
    const [m] = state.menu.soldOut ?? [];
    expect(isSoldOutAt(m, new Date('2030-01-16T15:59:00.000Z'))).toBe(true);
    expect(isSoldOutAt(m, new Date(NEXT_OPENING))).toBe(false);
    expect(isSoldOutAt({ entry: ITEM, until: null, reason: null }, new Date('2099-01-01'))).toBe(
      true,
    );
  });

  it('finds the marks an order runs into, by name', () => {
    const state = fold(menuDecider, [...base, soldOut({ kind: 'side', id: 'fries' }, null)]);
    if (state.status !== 'existing') throw new Error('menu missing');
    expect(
      soldOutMarksFor(
        [state.menu],
        [{ menuItemId: 'it1', customizations: { sides: [{ id: 'fries' }] } }],
      ),
    ).toEqual([{ name: 'Fries', until: null }]);
    expect(soldOutMarksFor([state.menu], [{ menuItemId: 'it1' }])).toEqual([]);
  });
});
