import zipcodes from 'zipcodes';
import type { Geocoder } from './geocoder';

/** A US ZIP code, optionally ZIP+4; the last one in the address is its own (street numbers come first). */
const ZIP = /\b(\d{5})(?:-\d{4})?\b/g;

/** The address's ZIP code, or null when it has none. */
export function zipOf(address: string): string | null {
  const matches = [...address.matchAll(ZIP)];
  return matches.at(-1)?.[1] ?? null;
}

/**
 * Offline geocoding: the centre of the address's ZIP code, from the `zipcodes` package's
 * table (no network). Within a kilometre or two in a city, which is enough for "nearby".
 */
export const zipCentroidGeocoder: Geocoder = async (address) => {
  const zip = zipOf(address);
  const found = zip ? zipcodes.lookup(zip) : undefined;
  return found ? { latitude: found.latitude, longitude: found.longitude } : null;
};
