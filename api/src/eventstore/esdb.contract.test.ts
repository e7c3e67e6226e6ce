import { describe } from 'vitest';
import { GenericContainer, getContainerRuntimeClient, Wait } from 'testcontainers';
import { eventStoreContract } from './contract';
import { EventStoreDbEventStore } from './esdb';

/** The server docker-compose.yml runs: KurrentDB, EventStoreDB's current release line. */
const IMAGE = 'kurrentplatform/kurrentdb:26.1.1';
const PORT = 2113;

/** Why the EventStoreDB run cannot happen here, or undefined when it can. */
async function unavailable(): Promise<string | undefined> {
  if (process.env.EVENTSTORE_URL) return undefined;
  try {
    await Promise.race([
      getContainerRuntimeClient(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no answer in 10 s')), 10_000)),
    ]);
    return undefined;
  } catch (err) {
    return `EVENTSTORE_URL is not set and no container runtime answers (${(err as Error).message})`;
  }
}

const reason = await unavailable();
if (reason) console.warn(`EventStoreDB contract skipped: ${reason}`);

describe.skipIf(reason !== undefined)('EventStoreDB', () => {
  eventStoreContract('EventStoreDB', async () => {
    const given = process.env.EVENTSTORE_URL;
    if (given) {
      const store = new EventStoreDbEventStore(given);
      return { store, cleanup: () => store.close(), multiStreamAtomic: false };
    }
    const container = await new GenericContainer(IMAGE)
      .withEnvironment({
        KURRENTDB_CLUSTER_SIZE: '1',
        KURRENTDB_RUN_PROJECTIONS: 'None',
        KURRENTDB_INSECURE: 'true',
        KURRENTDB_MEM_DB: 'true',
      })
      .withExposedPorts(PORT)
      .withWaitStrategy(Wait.forHttp('/health/live', PORT).forStatusCode(204))
      .withStartupTimeout(120_000)
      .start();
    const url = `esdb://${container.getHost()}:${container.getMappedPort(PORT)}?tls=false`;
    const store = new EventStoreDbEventStore(url);
    return {
      store,
      multiStreamAtomic: false,
      async cleanup() {
        await store.close();
        await container.stop();
      },
    };
  });
});
