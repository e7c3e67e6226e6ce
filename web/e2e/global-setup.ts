import { existsSync } from 'node:fs';
import { CHROMIUM, writeE2eEnv } from './support/env';
import { FIXTURE, seedFixture } from './support/fixture';
import { startServer } from './support/server';

/** Starts the real server on a fresh database and seeds the journey's restaurant. */
export default async function globalSetup() {
  if (!existsSync(CHROMIUM)) return undefined;
  const server = await startServer();
  try {
    const { restaurantId } = await seedFixture(server.url);
    writeE2eEnv({
      baseURL: server.url,
      restaurantId,
      restaurantName: FIXTURE.name,
      latitude: FIXTURE.latitude,
      longitude: FIXTURE.longitude,
    });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server.stop;
}
