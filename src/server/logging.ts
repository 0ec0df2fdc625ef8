// Server logs in one format, LOG_FORMAT's: one readable line each ("10:42:07 INFO  GET /api/get-profile
// 200 3 ms"), or one JSON record a line for log collectors. Requests are logged once, when answered.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** A pino destination that prints each record as one line of text. */
export function readableStream(out: NodeJS.WritableStream = process.stdout): DestinationStream {
  return {
    write(line: string) {
      const { level, time, msg, err } = JSON.parse(line) as { level: number; time: number; msg?: string; err?: { stack?: string } };
      const clock = new Date(time).toLocaleTimeString('pt-BR', { hour12: false });
      out.write(`${clock} ${(LEVELS[level] ?? String(level)).padEnd(5)} ${msg ?? ''}${err?.stack ? `\n${err.stack}` : ''}\n`);
    },
  };
}

/** The app's logger: its level and, by the format, the destination of its records. */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'logFormat'>, out: NodeJS.WritableStream = process.stdout) {
  return { level: config.logLevel, stream: config.logFormat === 'text' ? readableStream(out) : out };
}

/** One log line per answered request (method, path without the query string, status, time), not Fastify's two. */
export class OneLinePerRequest extends LogController {
  incomingRequest(): void {}

  requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) request.log.error({ err: error }, line);
    else request.log.info(line);
  }

  /** Refusals are answered on purpose (their line is the request's); failures are logged by the error handler. */
  defaultErrorLog(): void {}
}
