import type { OpenApiRegistry } from '../http/openapi';

/**
 * A successful GET answers with its route's declared contract: the body is parsed with the
 * read model's schema, so a response that drifts from it fails the test that made the call.
 */
export function checkContract(registry: OpenApiRegistry, path: string, body: unknown): void {
  const operation = registry.find('get', path);
  if (!operation) return;
  if (!operation.response) {
    throw new Error(`GET ${operation.path} declares no response contract`);
  }
  const parsed = operation.response.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `GET ${path} does not match its contract:\n${JSON.stringify(parsed.error.issues, null, 2)}`,
    );
  }
}
