// A query compiled once binds each call's values in their places, on SQLite and PostgreSQL, and a
// build that does not pass a value as a plain parameter is refused when it is made, not at a call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { compiledOnce } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('compiledOnce', () => {
  it("binds each call's own values", async () => {
    const [ana, bia] = [await t.createAccount(), await t.createAccount()];
    const byIdAndName = compiledOnce(t.db, 2, (id: number, username: string) => t.db.selectFrom('accounts').select(['id', 'username']).where('id', '=', id).where('username', '=', username));
    expect(await byIdAndName(ana.id, ana.username)).toEqual([{ id: ana.id, username: ana.username }]);
    expect(await byIdAndName(bia.id, bia.username)).toEqual([{ id: bia.id, username: bia.username }]);
    expect(await byIdAndName(ana.id, bia.username)).toEqual([]);
  });

  it('refuses a build that leaves a value out of the parameters', () => {
    expect(() => compiledOnce(t.db, 2, (id: number, _unused: number) => t.db.selectFrom('accounts').select('id').where('id', '=', id))).toThrow(/not bound/);
  });
});
