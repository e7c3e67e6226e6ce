/** A point on the map, in decimal degrees (WGS 84). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * The geocoding port: an address to a point, or null when it cannot be placed. Never
 * throws: a geocoder that is down places nothing, and the caller moves on.
 */
export type Geocoder = (address: string) => Promise<GeoPoint | null>;

/** The first geocoder that places the address wins (an online service, then an offline one). */
export function firstOf(...geocoders: readonly Geocoder[]): Geocoder {
  return async (address) => {
    for (const geocode of geocoders) {
      const point = await geocode(address);
      if (point) return point;
    }
    return null;
  };
}
