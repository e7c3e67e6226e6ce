import { describe, expect, it } from 'vitest';
import { boundingBox, distance, inBox } from './geo';

const london = { lat: 51.5074, lng: -0.1278 };
const paris = { lat: 48.8566, lng: 2.3522 };
const newYork = { lat: 40.7128, lng: -74.006 };
const losAngeles = { lat: 34.0522, lng: -118.2437 };

describe('distance', () => {
  it('London to Paris is about 343.5 km / 213.4 miles', () => {
    expect(distance(london, paris, 'km')).toBeCloseTo(343.5, 0);
    expect(distance(london, paris, 'miles')).toBeCloseTo(213.4, 0);
  });

  it('New York to Los Angeles is about 3936 km', () => {
    expect(Math.round(distance(newYork, losAngeles, 'km'))).toBe(3936);
  });

  it('is zero to itself and symmetric', () => {
    expect(distance(paris, paris, 'km')).toBe(0);
    expect(distance(paris, london, 'miles')).toBeCloseTo(distance(london, paris, 'miles'), 9);
  });

  it('handles antipodes', () => {
    expect(distance({ lat: 0, lng: 0 }, { lat: 0, lng: 180 }, 'km')).toBeCloseTo(20015.1, 0);
  });
});

describe('boundingBox', () => {
  it('holds every point within the radius and excludes points clearly outside', () => {
    const box = boundingBox(london, 15, 'miles');
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const point = destination(london, 14.9 * 1.609344, bearing);
      expect(distance(london, point, 'miles')).toBeLessThan(15);
      expect(inBox(box, point)).toBe(true);
    }
    expect(inBox(box, paris)).toBe(false);
  });

  it('wraps across the antimeridian', () => {
    const fiji = { lat: -17.7, lng: 179.9 };
    const box = boundingBox(fiji, 50, 'km');
    expect(box.minLng).toBeGreaterThan(box.maxLng);
    expect(inBox(box, { lat: -17.7, lng: -179.9 })).toBe(true);
    expect(inBox(box, { lat: -17.7, lng: 0 })).toBe(false);
  });

  it('spans all longitudes near a pole', () => {
    const box = boundingBox({ lat: 89.95, lng: 10 }, 20, 'km');
    expect(box).toMatchObject({ maxLat: 90, minLng: -180, maxLng: 180 });
  });
});

/** The point `km` away from `from` on the initial bearing (degrees), on the same sphere. */
function destination(from: { lat: number; lng: number }, km: number, bearing: number) {
  const r = (d: number) => (d * Math.PI) / 180;
  const a = km / 6371.0088;
  const lat1 = r(from.lat);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(a) + Math.cos(lat1) * Math.sin(a) * Math.cos(r(bearing)),
  );
  const lng2 =
    r(from.lng) +
    Math.atan2(
      Math.sin(r(bearing)) * Math.sin(a) * Math.cos(lat1),
      Math.cos(a) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: (lat2 * 180) / Math.PI, lng: (lng2 * 180) / Math.PI };
}
