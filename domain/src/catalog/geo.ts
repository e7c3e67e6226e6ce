import type { DistanceUnit } from './schemas';

/** Great-circle distances for the nearby search (DECISIONS 3). */

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_MILE = 1.609344;

export interface LatLng {
  lat: number;
  lng: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

const toKm = (distance: number, unit: DistanceUnit) =>
  unit === 'km' ? distance : distance * KM_PER_MILE;

/** Haversine distance between two points, in the unit asked for. */
export function distance(a: LatLng, b: LatLng, unit: DistanceUnit): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return unit === 'km' ? km : km / KM_PER_MILE;
}

/**
 * A latitude/longitude box holding every point within `radius` of `center`, for an index
 * pre-filter before the exact distance. When the box crosses the antimeridian, minLng is
 * greater than maxLng: match `lng >= minLng OR lng <= maxLng` (see `inBox`). Near a pole the
 * box spans every longitude.
 */
export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

export function boundingBox(center: LatLng, radius: number, unit: DistanceUnit): BoundingBox {
  const angular = toKm(radius, unit) / EARTH_RADIUS_KM;
  const minLat = center.lat - deg(angular);
  const maxLat = center.lat + deg(angular);
  if (minLat <= -90 || maxLat >= 90 || angular >= Math.PI) {
    return {
      minLat: Math.max(minLat, -90),
      maxLat: Math.min(maxLat, 90),
      minLng: -180,
      maxLng: 180,
    };
  }
  // Widest longitude span at this latitude for the angular radius (Bronshtein / Chamberlain).
  const dLng = deg(Math.asin(Math.sin(angular) / Math.cos(rad(center.lat))));
  return {
    minLat,
    maxLat,
    minLng: wrapLng(center.lng - dLng),
    maxLng: wrapLng(center.lng + dLng),
  };
}

function wrapLng(lng: number): number {
  if (lng < -180) return lng + 360;
  if (lng > 180) return lng - 360;
  return lng;
}

export function inBox(box: BoundingBox, point: LatLng): boolean {
  if (point.lat < box.minLat || point.lat > box.maxLat) return false;
  return box.minLng <= box.maxLng
    ? point.lng >= box.minLng && point.lng <= box.maxLng
    : point.lng >= box.minLng || point.lng <= box.maxLng;
}
