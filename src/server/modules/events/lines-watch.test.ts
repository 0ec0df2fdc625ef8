// An open event stream hears 'lines' when its account's lines change by any path (a call, or a write
// straight in the database, as a job or another instance would make), so the screens ask for what
// changed (issue 28); another account's stream hears nothing.
import { describe, expect, it } from 'vitest';
import { readEventStream } from '../../../shared/events';
import { useEventStreams, useTestApp } from '../../test/harness';

const t = useTestApp();
const connect = useEventStreams(t);

/** The event types a stream of `token` receives, as they arrive. */
async function follow(token: string) {
  const res = await connect(token);
  const seen: string[] = [];
  void readEventStream(res.body!, (_data, event) => seen.push(event)).catch(() => undefined);
  return seen;
}

const heard = (seen: string[], type: string, count: number) => expect.poll(() => seen.filter((e) => e === type).length, { timeout: 5_000 }).toBe(count);

describe("the stream's lines event", () => {
  it('comes after a write by a call or straight in the database, only to the account whose lines changed', async () => {
    const [ana, bia] = [await t.createAccount({ credits: 10 }), await t.createAccount({ credits: 10 })];
    const [anaToken, biaToken] = [await t.loginAs(ana.username), await t.loginAs(bia.username)];
    const [anaSees, biaSees] = [await follow(anaToken), await follow(biaToken)];
    await heard(anaSees, 'ready', 1);
    // Ana's first line ever (she had no version yet).
    const line = (await t.request('POST', '/api/users-iptv', { token: anaToken, body: { isOficial: true, package: 1, credits: 1 } })).data;
    await heard(anaSees, 'lines', 1);
    await t.db.updateTable('lines').set({ note: 'de uma tarefa' }).where('id', '=', line.id).execute();
    await heard(anaSees, 'lines', 2);
    expect(biaSees).not.toContain('lines');
  });
});
