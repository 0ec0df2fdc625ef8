// The one way a module registers a call: from its entry in the table of calls (shared/calls.ts). The
// entry gives the method and the path, so a handler cannot state either; the guard (auth/guard.ts)
// reads the entry from the route and puts its rule in front of the handler.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Call, ParamNames } from '../shared/calls';
import type { AppContext } from './context';
import { stepUpOf, type StepUp } from './auth/step-up';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The table's entry this route answers (set by `route`, read by the guard). */
    call?: Call;
  }
}

/** What a handler receives: the request's parts, its path parameters by the entry's names (as sent). */
export type CallInput<C extends Call> = {
  params: { [K in ParamNames<C['path']>]: string };
  query: unknown;
  body: unknown;
  request: FastifyRequest;
  reply: FastifyReply;
} & (C['rule'] extends { stepUp: unknown } ? { stepUp: StepUp } : unknown);

/** `const route = router(app, ctx)`, then `route(CALLS.renewDns, async ({ request, body, stepUp }) => ...)`. */
export function router(app: FastifyInstance, ctx: AppContext) {
  return function route<C extends Call>(call: C, handler: (input: CallInput<C>) => unknown, options: Omit<RouteShorthandOptions, 'method' | 'url'> = {}) {
    app.route({
      ...options,
      method: call.method,
      url: call.path,
      config: { ...options.config, call },
      handler: async (request, reply) => {
        const input = { params: request.params, query: request.query, body: request.body, request, reply } as CallInput<C>;
        if (!call.rule.stepUp) return handler(input);
        // The handler confirms where the spec's order puts it (after the checks that must not spend a
        // code, before any change); an answer without it is a programming error that fails its test.
        const stepUp = stepUpOf(ctx, call, request);
        const answer = await handler({ ...input, stepUp });
        if (!stepUp.settled()) throw new Error(`${call.method} ${call.path}: a confirmação 2FA da tabela não foi feita`);
        return answer;
      },
    });
  };
}
