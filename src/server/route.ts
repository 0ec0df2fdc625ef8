// The one way a module registers a call: from its entry in the table of calls (shared/calls.ts). The
// entry gives the method, the path and, by its name, the schemas of its query and body
// (shared/call-schemas.ts), so a handler states none of them and receives its input parsed and typed;
// the guard (auth/guard.ts) reads the entry from the route and puts its rule in front of the handler.
import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { AnswerOf, CallName, ParamNames } from '../shared/calls';
import type { Call } from '../shared/rules';
import { CALL_SCHEMAS, type CallSchemas } from '../shared/call-schemas';
import type { AppContext } from './context';
import type { Caller } from './core/accounts';
import { callContext } from './core/call-context';
import { stepUpOf, type StepUp } from './auth/step-up';
import { idempotencyKey, idParam, parse, parseLabeled } from './validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The table's entry this route answers (set by `route`, read by the guard). */
    call?: Call;
  }
}

type SchemasOf<C extends Call> = C['name'] extends CallName ? CallSchemas[C['name']] : object;
type Parsed<S, K extends 'query' | 'body'> = S extends { [P in K]: z.ZodType } ? z.output<S[K]> : undefined;

/** What a handler receives: its path parameters (an `:id` already a positive integer), query and body parsed by the entry's schemas. */
export type CallInput<C extends Call> = {
  params: { [K in ParamNames<C['path']>]: K extends 'id' ? number : string };
  query: Parsed<SchemasOf<C>, 'query'>;
  body: Parsed<SchemasOf<C>, 'body'>;
  /** The signed caller, with the request's Idempotency-Key (read when first asked: a malformed key is refused). */
  caller: Caller;
  request: FastifyRequest;
  reply: FastifyReply;
} & (C['rule'] extends { stepUp: unknown } ? { stepUp: StepUp } : unknown);

/** A handler answers its entry's answer type, or sends the reply itself (a file, a stream, a redirect). */
type Handler<C extends Call> = (input: CallInput<C>) => Promise<AnswerOf<C> | FastifyReply> | AnswerOf<C> | FastifyReply;

export interface CallOptions extends Omit<RouteShorthandOptions, 'method' | 'url'> {
  /** The screen's names of the fields, for the refusals ('O campo DNS é necessário.') and the first as the answer's message. */
  labels?: Record<string, string>;
}

/** The query and body schemas of an entry (shared/call-schemas.ts), and the screen's field names for its refusals. */
interface InputRules {
  schemas: { query?: z.ZodType; body?: z.ZodType; answer?: unknown };
  labels: Record<string, string> | undefined;
  /** The entry reads the Idempotency-Key (`idempotent` of its rule); the others never do. */
  keyed: boolean;
}

const readInput = (schema: z.ZodType | undefined, value: unknown, labels: Record<string, string> | undefined) =>
  schema === undefined ? undefined : labels ? parseLabeled(schema, value, labels) : parse(schema, value);

/**
 * A handler's input. A class, so every call's input shares one shape: the lazy `caller` getter written
 * in an object literal gave each call's object a hidden class of its own, made in the old generation
 * and pointing at the request, which kept every request alive past the young collections (issue 28:
 * the collector then cost a light call about 10 µs).
 */
class Input {
  readonly params: Record<string, string | number>;
  readonly query: unknown;
  readonly body: unknown;
  #caller: Caller | undefined;

  constructor(
    private readonly rules: InputRules,
    readonly request: FastifyRequest,
    readonly reply: FastifyReply,
    readonly stepUp: StepUp | undefined,
  ) {
    const params = request.params as Record<string, string>;
    this.params = 'id' in params ? { ...params, id: idParam(params.id) } : params;
    const { schemas, labels } = rules;
    this.query = readInput(schemas.query, request.query, labels);
    this.body = readInput(schemas.body, request.body, labels);
  }

  /** Read when first asked: a malformed Idempotency-Key is refused only by the calls that read it (`idempotent` in the table). */
  get caller(): Caller {
    this.#caller ??= { account: this.request.account, ip: this.request.ip, requestKey: this.rules.keyed ? idempotencyKey(this.request) : undefined };
    return this.#caller;
  }
}

/** `const route = router(app, ctx)`, then `route(CALLS.renewDns, async ({ caller, body, stepUp }) => ...)`. */
export function router(app: FastifyInstance, ctx: AppContext) {
  return function route<C extends Call>(call: C, handler: Handler<C>, { labels, ...options }: CallOptions = {}) {
    const rules: InputRules = { schemas: CALL_SCHEMAS[call.name as CallName], labels, keyed: call.rule.idempotent === true };
    app.route({
      ...options,
      method: call.method,
      url: call.path,
      config: { ...options.config, call },
      handler: async (request, reply) => {
        const stepUp = call.rule.stepUp ? stepUpOf(ctx, call, request) : undefined;
        const input = new Input(rules, request, reply, stepUp) as unknown as CallInput<C>;
        // Who makes the call, for the record of what it changes (core/audit.ts).
        const who = {
          accountId: request.account?.id ?? null,
          username: request.account?.username ?? call.rule.actor ?? '',
          ip: request.ip,
          via: request.apiToken ? `token ${request.apiToken.name}` : '',
          stepUpPending: stepUp?.pending,
        };
        const answer = await callContext.run(who, () => handler(input));
        // The handler confirms where the spec's order puts it (after the checks that must not spend a
        // code, before any change); an answer without it is a programming error that fails its test.
        if (stepUp && !stepUp.settled()) throw new Error(`${call.method} ${call.path}: a confirmação 2FA da tabela não foi feita`);
        return answer;
      },
    });
  };
}

/**
 * `multipartRoutes(app, ctx, limits, (route) => route(CALLS.uploadThing, ...))`: routes that take a multipart
 * body within `limits`, in a scope of their own, where alone the plugin lives: every other route stays JSON-only.
 */
export function multipartRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  limits: FastifyMultipartOptions['limits'],
  routes: (route: ReturnType<typeof router>) => void,
) {
  app.register(async (scope) => {
    await scope.register(multipart, { limits });
    routes(router(scope, ctx));
  });
}
