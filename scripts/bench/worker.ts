import { Worker } from 'node:worker_threads';

/**
 * Runs the TypeScript module `file` (a file: URL) in a worker thread with `input` as its
 * workerData; resolves with the one message it posts. The benchmarks run under tsx, and a
 * worker does not inherit its loader, so the worker registers tsx before importing the file.
 */
export function runWorker<I, O>(file: URL, input: I): Promise<O> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(
      `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); })`,
      { eval: true, workerData: input },
    );
    worker.once('message', (result: O) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`${file.pathname} exited with ${code}`));
    });
  });
}
