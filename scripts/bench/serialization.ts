// Would the answers' schemas make the calls faster if Fastify serialised with them (fast-json-stringify,
// issue 47)? For the hottest JSON answers, the real answer the server sent is serialised both ways here:
// before (JSON.stringify, what the server does) and after (fast-json-stringify compiled from the
// table's zod schema), beside the call's whole time per request on the same run. Compiling a
// serialiser for every JSON answer of the table is timed too: every server start would pay it.
import fastJson from 'fast-json-stringify';
import { jsonSchema } from '../../src/server/openapi/document';
import { isJsonAnswer } from '../../src/shared/answers';
import { CALL_SCHEMAS } from '../../src/shared/call-schemas';
import type { CallName } from '../../src/shared/calls';
import type { Figure } from './support';

function compile(name: CallName) {
  const answer = CALL_SCHEMAS[name].answer;
  if (!isJsonAnswer(answer)) throw new Error(`${name}: a resposta não é JSON`);
  return fastJson(jsonSchema(answer, 'output', 'draft-7') as unknown as Parameters<typeof fastJson>[0]);
}

/** Microseconds one `fn(value)` takes, the best of five rounds of about 200 ms. */
function microseconds(fn: () => string): number {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 5; round++) {
    let runs = 0;
    const started = process.hrtime.bigint();
    let elapsed = 0n;
    while (elapsed < 200_000_000n) {
      for (let i = 0; i < 100; i++) fn();
      runs += 100;
      elapsed = process.hrtime.bigint() - started;
    }
    best = Math.min(best, Number(elapsed) / 1000 / runs);
  }
  return best;
}

/** A call of the bench, its answer as sent, and its measured figure (ten connections on one server). */
export interface SerializedCall {
  name: CallName;
  title: string;
  answer: unknown;
  figure: Figure;
}

/** Prints, for each call, both serialisers' µs and the share of the call's time the switch would save. */
export function compareSerializers(calls: SerializedCall[]): void {
  for (const { name, title, answer, figure } of calls) {
    const serialize = compile(name);
    const before = microseconds(() => JSON.stringify(answer));
    const after = microseconds(() => serialize(answer));
    // On one core at ten connections, the server spends 1 / (req/s) on each request.
    const callUs = 1e6 / figure.reqPerSec;
    console.log(
      `  serialização ${title.padEnd(40)} antes (JSON.stringify) ${before.toFixed(1).padStart(7)} µs   depois (fast-json-stringify) ${after.toFixed(1).padStart(7)} µs   ganho ${(((before - after) / callUs) * 100).toFixed(1).padStart(5)}% dos ${callUs.toFixed(0)} µs da chamada`,
    );
  }
}

/** What compiling a serialiser for every JSON answer of the table costs a server start. */
export function compileEveryAnswer(): void {
  const names = (Object.keys(CALL_SCHEMAS) as CallName[]).filter((name) => isJsonAnswer(CALL_SCHEMAS[name].answer));
  const started = performance.now();
  for (const name of names) compile(name);
  console.log(
    `  serialização: compilar as ${names.length} respostas JSON da tabela leva ${(performance.now() - started).toFixed(0)} ms a cada início do servidor`,
  );
}
