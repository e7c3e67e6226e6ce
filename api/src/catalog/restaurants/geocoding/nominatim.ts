import type { Geocoder } from './geocoder';

export interface NominatimOptions {
  /** The service's base URL; `/search` is appended (Nominatim, Photon's Nominatim API, …). */
  url: string;
  /** Nominatim's usage policy asks every client to name itself. */
  userAgent: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: { warn(obj: object, msg: string): void };
}

type Place = { lat?: unknown; lon?: unknown };

/**
 * An HTTP geocoder of the common Nominatim shape: GET {url}/search?q=…&format=jsonv2&limit=1
 * answers `[{ lat: "42.36", lon: "-71.05", … }]`. Any failure places nothing.
 */
export function nominatimGeocoder(options: NominatimOptions): Geocoder {
  const get = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  return async (address) => {
    const url = new URL(`${base}/search`);
    url.searchParams.set('q', address);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('limit', '1');
    try {
      const response = await get(url, {
        headers: { Accept: 'application/json', 'User-Agent': options.userAgent },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      const [place] = (await response.json()) as Place[];
      const latitude = Number(place?.lat);
      const longitude = Number(place?.lon);
      const valid =
        place !== undefined &&
        Number.isFinite(latitude) &&
        Number.isFinite(longitude) &&
        Math.abs(latitude) <= 90 &&
        Math.abs(longitude) <= 180;
      return valid ? { latitude, longitude } : null;
    } catch (err) {
      options.log?.warn({ err }, 'geocoding failed');
      return null;
    }
  };
}
