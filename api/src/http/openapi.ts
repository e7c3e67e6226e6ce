import { z } from 'zod';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface OperationDoc {
  method: Method;
  /** Express path, e.g. `/api/restaurants/:id`. */
  path: string;
  summary: string;
  tags: string[];
  auth: 'public' | 'optional' | 'user' | readonly string[];
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /**
   * The JSON body of every 2xx answer but 204: its read model's contract, or a shared answer
   * (domain/src/shared/answers.ts). Tests parse responses with it.
   */
  response?: z.ZodType;
  /** A 2xx body that is not JSON (e.g. `image/*`). */
  responseMediaType?: string;
  responses?: Record<number, string>;
}

const PROBLEM = {
  content: {
    'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
  },
};

/** Collects every route's contract; the OpenAPI document is built from the same zod schemas. */
export class OpenApiRegistry {
  private readonly operations: OperationDoc[] = [];

  add(op: OperationDoc): void {
    this.operations.push(op);
  }

  list(): readonly OperationDoc[] {
    return this.operations;
  }

  /** The operation an actual request path (`/api/restaurants/r-1`) reaches, if registered. */
  find(method: string, path: string): OperationDoc | undefined {
    const wanted = method.toLowerCase();
    const segments = path.split('?')[0]!.split('/');
    return this.operations.find((op) => {
      if (op.method !== wanted) return false;
      const pattern = op.path.split('/');
      return (
        pattern.length === segments.length &&
        pattern.every((part, i) => part.startsWith(':') || part === segments[i])
      );
    });
  }

  document(info: { title: string; version: string }): Record<string, unknown> {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const op of this.operations) {
      const path = op.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      (paths[path] ??= {})[op.method] = {
        operationId: operationId(op),
        summary: op.summary,
        tags: op.tags,
        security: security(op.auth),
        ...(op.auth !== 'public' && op.auth !== 'optional' && op.auth !== 'user'
          ? { description: `Roles: ${op.auth.join(', ')}` }
          : {}),
        parameters: [...pathParameters(op), ...parameters(op.query, 'query')],
        ...(op.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: jsonSchema(op.body, 'input') } },
              },
            }
          : {}),
        responses: responses(op),
      };
    }
    return {
      openapi: '3.1.0',
      info,
      // Paths are written in full (`/api/…`) and served from wherever the app runs.
      servers: [{ url: '/', description: 'This server' }],
      paths,
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: {
          Problem: {
            type: 'object',
            properties: {
              type: { type: 'string' },
              title: { type: 'string' },
              status: { type: 'integer' },
              detail: { type: 'string' },
              message: { type: 'string' },
              errors: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { pointer: { type: 'string' }, detail: { type: 'string' } },
                },
              },
            },
            required: ['status', 'message'],
          },
        },
      },
    };
  }
}

/** `get /api/restaurants/:id/menus` → `getRestaurantsByIdMenus`: unique as method and path are. */
function operationId(op: OperationDoc): string {
  const words = op.path
    .split('/')
    .filter((s) => s && s !== 'api')
    .map((s) => (s.startsWith(':') ? `by-${s.slice(1)}` : s))
    .flatMap((s) => s.split(/[-_]/));
  return op.method + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

/** Public calls need nothing; optional ones take a token when there is one. */
function security(auth: OperationDoc['auth']): Record<string, string[]>[] {
  if (auth === 'public') return [];
  if (auth === 'optional') return [{}, { bearer: [] }];
  return [{ bearer: [] }];
}

/** The documented answers: the 2xx body from its contract, refusals as problem details. */
function responses(op: OperationDoc): Record<string, unknown> {
  const declared = Object.entries(op.responses ?? {});
  const success = declared.filter(([code]) => Number(code) < 300);
  const body = op.response
    ? { content: { 'application/json': { schema: jsonSchema(op.response, 'output') } } }
    : op.responseMediaType
      ? { content: { [op.responseMediaType]: { schema: { type: 'string', format: 'binary' } } } }
      : {};
  const out: Record<string, unknown> = {};
  for (const [code, description] of success.length ? success : [['200', 'OK'] as const]) {
    out[code] = { description, ...(Number(code) === 204 ? {} : body) };
  }
  const refusals = new Map<string, string>();
  if (op.body || op.query || op.params) refusals.set('400', 'Invalid input');
  if (op.auth !== 'public' && op.auth !== 'optional') refusals.set('401', 'Not signed in');
  if (Array.isArray(op.auth)) refusals.set('403', 'Role not allowed');
  for (const [code, description] of declared) {
    if (Number(code) >= 400) refusals.set(code, description);
  }
  if (refusals.size === 0) refusals.set('4XX', 'Refused');
  for (const [code, description] of refusals) out[code] = { description, ...PROBLEM };
  out.default = { description: 'Problem details (RFC 9457)', ...PROBLEM };
  return out;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  try {
    const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
    }) as Record<string, unknown>;
    return rest;
  } catch {
    return {};
  }
}

/** Every `:name` in the path is declared, from the params schema where there is one. */
function pathParameters(op: OperationDoc) {
  const declared = parameters(op.params, 'path');
  const names = [...op.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  return names.map(
    (name) =>
      declared.find((p) => p.name === name) ?? {
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      },
  );
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input') as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}
