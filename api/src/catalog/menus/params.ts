import { z } from 'zod';
import { toCents } from '@pickup/domain/catalog/money';

/** Path parameters and the dollars → cents step shared by the menu routes. */

const pathId = z.string().trim().min(1, 'Id is required');

export const idParams = z.object({ id: pathId });
export const menuParams = z.object({ menuId: pathId });
export const restaurantMenuParams = z.object({ id: pathId, menuId: pathId });

export const tags = ['catalog'];
export const MANAGERS = ['admin', 'restaurant_owner'] as const;

/** A price change in cents, when the body carries a price (dollars). */
export const priceChange = (price: number | undefined) =>
  price === undefined ? {} : { priceCents: toCents(price) };
