import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import { MUST_CHANGE_PASSWORD_MESSAGE } from '@pickup/domain/identity/constants';
import { DomainError } from '@pickup/domain/shared/errors';
import type { Actor, Role, TokenVerifier } from './actor';
import type { OpenApiRegistry } from './openapi';
import { fieldErrors, problem, validationProblem } from './problem';
import { illFormedText } from './well-formed';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A command's 202: done, but the read models its caller reads next have not caught up yet. */
export const CATCHING_UP = 'Done; the read models have not caught up yet';

/**
 * Who may call: 'public' (no token looked at), 'optional' (actor when a valid token is
 * sent), 'user' (any signed-in user) or a list of roles.
 */
export type Access = 'public' | 'optional' | 'user' | readonly Role[];

export interface RouteContext<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  actor: Actor | null;
  req: Request;
  res: Response;
}

/** A handler returns the JSON to send (status 200 unless `status` says otherwise)… */
export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RouteSpec<
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
> {
  method: Method;
  path: string;
  summary: string;
  tags: string[];
  access: Access;
  /** Auth calls stay reachable while a password change is required (DECISIONS 16). */
  allowWhilePasswordChangeRequired?: boolean;
  body?: B;
  query?: Q;
  params?: P;
  /** The JSON body of a 2xx answer (204 aside): its read model's contract, or a shared answer. */
  response?: z.ZodType;
  responses?: Record<number, string>;
  handler: (
    ctx: RouteContext<Infer<B>, Infer<Q>, Infer<P>>,
  ) => Promise<Reply | void> | Reply | void;
}

export type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteDeps {
  router: Router;
  registry: OpenApiRegistry;
  verifyToken: TokenVerifier;
}

export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Registers a route: checks access, validates params, query and body with zod (400 with
 * the schema's messages, nothing done), runs the handler, records the contract in OpenAPI.
 */
export function route<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(deps: RouteDeps, spec: RouteSpec<B, Q, P>): void {
  deps.registry.add({
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    tags: spec.tags,
    auth: spec.access,
    body: spec.body,
    query: spec.query,
    params: spec.params,
    response: spec.response,
    responses: spec.responses,
  });

  deps.router[spec.method](spec.path, async (req: Request, res: Response) => {
    const actor = await resolveActor(deps.verifyToken, req, spec);

    // Checked before the schemas, which would pass such text on to the store.
    const illFormed = illFormedText(req.body);
    if (illFormed.length > 0) {
      res.status(400).type('application/problem+json').json(validationProblem(illFormed));
      return;
    }
    const params = parse(spec.params, req.params, '/params');
    const query = parse(spec.query, req.query, '/query');
    const body = parse(spec.body, req.body ?? {}, '');
    if (!params.ok || !query.ok || !body.ok) {
      const errors = [params, query, body].flatMap((r) => (r.ok ? [] : r.errors));
      res.status(400).type('application/problem+json').json(validationProblem(errors));
      return;
    }

    const reply = await spec.handler({
      body: body.value as Infer<B>,
      query: query.value as Infer<Q>,
      params: params.value as Infer<P>,
      actor,
      req,
      res,
    });
    if (res.headersSent) return;
    if (!reply) {
      res.status(204).end();
      return;
    }
    for (const [k, v] of Object.entries(reply.headers ?? {})) res.setHeader(k, v);
    const status = reply.status ?? 200;
    if (reply.body === undefined) res.status(status).end();
    else res.status(status).json(reply.body);
  });
}

async function resolveActor(
  verify: TokenVerifier,
  req: Request,
  spec: { access: Access; allowWhilePasswordChangeRequired?: boolean },
): Promise<Actor | null> {
  if (spec.access === 'public') return null;
  const token = bearerToken(req);
  const actor = token ? await verify(token) : null;
  if (spec.access === 'optional') return actor;
  if (!actor) throw new DomainError('unauthenticated', 'Unauthorized');
  if (actor.mustChangePassword && !spec.allowWhilePasswordChangeRequired) {
    throw new DomainError('forbidden', MUST_CHANGE_PASSWORD_MESSAGE);
  }
  if (spec.access !== 'user' && !spec.access.includes(actor.role)) {
    throw new DomainError('forbidden', "You don't have access to this resource");
  }
  return actor;
}

type Parsed = { ok: true; value: unknown } | { ok: false; errors: ReturnType<typeof fieldErrors> };

export const NUL_CHARACTER = 'Must not contain a null character';

/**
 * Where in `input` a string holds U+0000, if anywhere: Postgres text and jsonb cannot store
 * it, so it is refused here as bad input rather than failing in the database.
 */
function nulCharacterAt(input: unknown, pointer: string, depth = 0): string | undefined {
  if (typeof input === 'string') return input.includes('\u0000') ? pointer : undefined;
  if (typeof input !== 'object' || input === null || depth > 32) return undefined;
  for (const [key, value] of Object.entries(input)) {
    const found = key.includes('\u0000')
      ? pointer
      : nulCharacterAt(value, `${pointer}/${key}`, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function parse(schema: z.ZodType | undefined, input: unknown, root: string): Parsed {
  if (!schema) return { ok: true, value: undefined };
  const nul = nulCharacterAt(input, root);
  if (nul !== undefined) return { ok: false, errors: [{ pointer: nul, detail: NUL_CHARACTER }] };
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: fieldErrors(result.error, root) };
}

export { problem };
