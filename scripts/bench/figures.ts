/**
 * Prints a benchmark's figures as one JSON line on stdout, as the bench:* scripts answer; a
 * failure prints `{ "error": … }` there instead (its stack on stderr) and exits non-zero.
 */
export function printFigures(figures: Promise<unknown>): void {
  figures.then(
    (result) => console.log(JSON.stringify(result)),
    (err: unknown) => {
      console.error(err);
      console.log(JSON.stringify({ error: String((err as Error).message ?? err) }));
      process.exitCode = 1;
    },
  );
}
