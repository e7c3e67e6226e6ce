import type { OpenApiRegistry } from '../http/openapi';

/**
 * A successful answer matches its route's declared contract: the body is parsed with the
 * read model's schema, so a response that drifts from it fails the test that made the call.
 * Every GET must declare one; other methods are checked where they declare one.
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
    if (operation.method === 'get') {
      throw new Error(`GET ${operation.path} declares no response contract`);
    }
    return;
  }
  const parsed = operation.response.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `${method} ${path} does not match its contract:\n${JSON.stringify(parsed.error.issues, null, 2)}`,
    );
  }
}
