import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGeocoder } from './create-geocoder';
import { zipCentroidGeocoder, zipOf } from './zip-centroid';

/** A stand-in for a Nominatim server: answers what `reply` says and records what was asked. */
let reply: (url: URL) => { status: number; body: unknown } = () => ({ status: 200, body: [] });
const asked: { url: URL; userAgent: string | undefined }[] = [];
let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    asked.push({ url, userAgent: req.headers['user-agent'] });
    const { status, body } = reply(url);
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim/`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
afterEach(() => {
  asked.length = 0;
  vi.unstubAllGlobals();
});

/** Any use of the network fails the test that made it. */
function forbidNetwork() {
  vi.stubGlobal('fetch', () => {
    throw new Error('the offline geocoder used the network');
  });
}

describe('ZIP centre (offline) geocoding', () => {
  it.each([
    ['212 Hanover St, Boston, MA 02113', 42.3657, -71.056],
    ['1 Brattle St, Cambridge, MA 02138', 42.377, -71.1256],
    ['350 Fifth Avenue, New York, NY 10118-0110', 40.749, -73.9865],
  ])('places %s at its ZIP code centre', async (address, latitude, longitude) => {
    forbidNetwork();
    expect(await zipCentroidGeocoder(address)).toEqual({ latitude, longitude });
  });

  it('places nothing without a known ZIP code', async () => {
    forbidNetwork();
    expect(await zipCentroidGeocoder('1 Main Street, Boston')).toBeNull();
    expect(await zipCentroidGeocoder('1 Main Street, Nowhere 00000')).toBeNull();
  });

  it("takes the address's last five-digit number as its ZIP (street numbers come first)", () => {
    expect(zipOf('10118 Main St, Boston, MA 02113')).toBe('02113');
    expect(zipOf('1 Main St, 02113-1234')).toBe('02113');
    expect(zipOf('Main St 123456')).toBeNull();
  });

  it('is all there is without GEOCODER_URL', async () => {
    forbidNetwork();
    const geocode = createGeocoder({});
    expect(await geocode('88 Charles St, Boston, MA 02114')).toEqual({
      latitude: 42.3611,
      longitude: -71.0682,
    });
  });
});

describe('HTTP geocoder of the Nominatim shape (GEOCODER_URL)', () => {
  it('asks {url}/search for the address and takes the first place', async () => {
    reply = () => ({
      status: 200,
      body: [{ lat: '42.3637', lon: '-71.0541', display_name: '212 Hanover St' }],
    });
    const geocode = createGeocoder({ GEOCODER_URL: baseUrl });
    expect(await geocode('212 Hanover St, Boston, MA 02113')).toEqual({
      latitude: 42.3637,
      longitude: -71.0541,
    });
    const [request] = asked;
    expect(request?.url.pathname).toBe('/nominatim/search');
    expect(request?.url.searchParams.get('q')).toBe('212 Hanover St, Boston, MA 02113');
    expect(request?.url.searchParams.get('format')).toBe('jsonv2');
    expect(request?.userAgent).toMatch(/Pickup/);
  });

  it.each([
    ['finds nothing', { status: 200, body: [] }],
    ['fails', { status: 503, body: { error: 'overloaded' } }],
    ['answers nonsense', { status: 200, body: [{ lat: 'north', lon: 'west' }] }],
  ])('falls back to the ZIP centre when the service %s', async (_, answer) => {
    reply = () => answer;
    const geocode = createGeocoder({ GEOCODER_URL: baseUrl });
    expect(await geocode('212 Hanover St, Boston, MA 02113')).toEqual({
      latitude: 42.3657,
      longitude: -71.056,
    });
    expect(asked).toHaveLength(1);
  });

  it('falls back when the service cannot be reached at all', async () => {
    const geocode = createGeocoder({ GEOCODER_URL: 'http://127.0.0.1:9/' });
    expect(await geocode('88 Charles St, Boston, MA 02114')).toEqual({
      latitude: 42.3611,
      longitude: -71.0682,
    });
  });
});
