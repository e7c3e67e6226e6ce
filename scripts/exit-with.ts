import { ConfigError } from '@pickup/api/config';

/**
 * Ends a one-shot command (create-admin, rebuild, rotate-master-key) with the exit code its
 * `main` answers. If it throws, a bad setting prints just its message and anything else
 * what `describe` makes of it (the error itself unless told), and the exit code is 1.
 */
export function exitWith(
  code: Promise<number>,
  describe: (err: unknown) => unknown = (err) => err,
): void {
  code.then(
    (c) => process.exit(c),
    (err: unknown) => {
      console.error(err instanceof ConfigError ? err.message : describe(err));
      process.exit(1);
    },
  );
}
