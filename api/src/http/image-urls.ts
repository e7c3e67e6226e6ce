import type { RequestHandler } from 'express';
import { validation, type FieldError } from '@pickup/domain/shared/errors';
import { FOREIGN_IMAGE_URL } from '../storage/object-storage';

/**
 * Where a request body can carry an `imageUrl`: the catalog's writes (restaurants, menus,
 * categories and their items). The guard below is mounted on these paths only, so other
 * bodies (an order, a status change) are not walked for one.
 */
export const IMAGE_URL_PATHS = [
  '/api/restaurants',
  '/api/menus',
  '/api/categories',
  '/api/menu-items',
];

/**
 * Every `imageUrl` in a request body, at any depth (restaurants, items, menus with items),
 * must be an address of Pickup's own storage: anything else would have our pages load, and
 * our CSP allow, images from wherever a caller likes. Refused with 400 before any handler
 * runs, so nothing is written. As stored, the address has no query string.
 */
export function ownImagesOnly(isOwn: (url: string) => boolean): RequestHandler {
  return (req, _res, next) => {
    const foreign = foreignImageUrls(req.body, '', isOwn);
    if (foreign.length === 0) next();
    else next(validation(FOREIGN_IMAGE_URL, foreign));
  };
}

function foreignImageUrls(
  value: unknown,
  pointer: string,
  isOwn: (url: string) => boolean,
): FieldError[] {
  if (Array.isArray(value)) {
    return value.flatMap((v, i) => foreignImageUrls(v, `${pointer}/${i}`, isOwn));
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) => {
    const at = `${pointer}/${key}`;
    if (key !== 'imageUrl' || typeof v !== 'string') return foreignImageUrls(v, at, isOwn);
    const stored = v.trim().split('?')[0] ?? '';
    return stored === '' || isOwn(stored) ? [] : [{ pointer: at, detail: FOREIGN_IMAGE_URL }];
  });
}
