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
  responses?: Record<number, string>;
}

/** Collects every route's contract; the OpenAPI document is built from the same zod schemas. */
export class OpenApiRegistry {
  private readonly operations: OperationDoc[] = [];

  add(op: OperationDoc): void {
    this.operations.push(op);
  }

  list(): readonly OperationDoc[] {
    return this.operations;
  }

  document(info: { title: string; version: string }): Record<string, unknown> {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const op of this.operations) {
      const path = op.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const responses: Record<string, unknown> = {};
      for (const [code, description] of Object.entries(op.responses ?? { 200: 'OK' })) {
        responses[code] = { description };
      }
      responses.default = {
        description: 'Problem details (RFC 9457)',
        content: {
          'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
        },
      };
      (paths[path] ??= {})[op.method] = {
        summary: op.summary,
        tags: op.tags,
        ...(op.auth === 'public' || op.auth === 'optional' ? {} : { security: [{ bearer: [] }] }),
        ...(op.auth !== 'public' && op.auth !== 'optional' && op.auth !== 'user'
          ? { description: `Roles: ${op.auth.join(', ')}` }
          : {}),
        parameters: [...parameters(op.params, 'path'), ...parameters(op.query, 'query')],
        ...(op.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: jsonSchema(op.body) } },
              },
            }
          : {}),
        responses,
      };
    }
    return {
      openapi: '3.1.0',
      info,
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
          },
        },
      },
    };
  }
}

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  try {
    const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
      io: 'input',
      unrepresentable: 'any',
    }) as Record<string, unknown>;
    return rest;
  } catch {
    return {};
  }
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = jsonSchema(schema) as {
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
