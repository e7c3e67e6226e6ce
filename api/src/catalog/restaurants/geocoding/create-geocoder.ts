import { firstOf, type Geocoder } from './geocoder';
import { nominatimGeocoder } from './nominatim';
import { zipCentroidGeocoder } from './zip-centroid';

/**
 * With GEOCODER_URL: that service first, the ZIP centre when it places nothing or is down.
 * Without: the ZIP centre only, so `npm start` and the tests never reach the network.
 */
export function createGeocoder(config: {
  GEOCODER_URL?: string | undefined;
  log?: { warn(obj: object, msg: string): void };
}): Geocoder {
  if (!config.GEOCODER_URL) return zipCentroidGeocoder;
  const online = nominatimGeocoder({
    url: config.GEOCODER_URL,
    userAgent: 'Pickup restaurant marketplace (geocoding restaurant addresses)',
    log: config.log,
  });
  return firstOf(online, zipCentroidGeocoder);
}
