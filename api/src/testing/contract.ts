import type { OpenApiRegistry } from '../http/openapi';

/**
 * A successful answer matches its route's declared contract: the body is parsed with its
 * schema (a read model's, or a shared acknowledgement), so a response that drifts from it
 * fails the test that made the call. Every GET must declare one, and so must every other
 * route that answers a JSON body.
 */
export function checkContract(
  registry: OpenApiRegistry,
  method: string,
  path: string,
  body: unknown,
): void {
  const operation = registry.find(method, path);
  if (!operation) return;
  if (!operation.response) {
    throw new Error(
      `${operation.method.toUpperCase()} ${operation.path} answers JSON but declares no response contract`,
    );
  }
  const parsed = operation.response.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `${method} ${path} does not match its contract:\n${JSON.stringify(parsed.error.issues, null, 2)}`,
    );
  }
}
