/** Spec §9: high accuracy, 10 s timeout, a cached position up to 5 minutes old. */
const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 };

export type Coordinates = { lat: number; lng: number };

export class LocationError extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
    this.name = 'LocationError';
  }
}

/** Spec §8 "Location" messages, by the browser's error code. */
function describe(error: GeolocationPositionError): string {
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return 'Location access denied. Please enable location permissions for this site.';
    case error.POSITION_UNAVAILABLE:
      return 'Location information is unavailable.';
    case error.TIMEOUT:
      return 'Location request timed out.';
    default:
      return 'Unable to get your location.';
  }
}

export function getCurrentLocation(): Promise<Coordinates> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
    return Promise.reject(
      new LocationError(
        'Location Not Supported',
        "Your browser doesn't support location services.",
      ),
    );
  }
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new LocationError('Location Error', describe(error))),
      OPTIONS,
    );
  });
}
