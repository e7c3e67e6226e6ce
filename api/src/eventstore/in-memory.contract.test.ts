import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import { eventStoreContract } from './contract';

eventStoreContract('in-memory', async () => ({
  store: new InMemoryEventStore(() => new Date()),
  cleanup: async () => {},
}));
