import { createServer } from 'node:net';

/**
 * A port nothing listens on now, chosen by the kernel. A random pick from a fixed range can
 * land on a port another test's connection uses (the range overlapped Linux's ephemeral ports).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
