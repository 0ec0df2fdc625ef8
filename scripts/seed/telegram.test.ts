import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../src/server/test/harness';
import { startFakeTelegram, DEMO_BOT, type FakeTelegram } from '../../src/server/test/fake-telegram';
import { sendDue } from '../../src/server/modules/telegram/worker';
import { seedTelegram } from './telegram';
import { seedTickets } from './tickets';

let t: TestApp;
let fake: FakeTelegram;
beforeAll(async () => {
  fake = await startFakeTelegram({ tokens: { [DEMO_BOT.token]: DEMO_BOT.username } });
  t = await createTestApp({ TELEGRAM_API_ROOT: fake.url });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('demo Telegram seed', () => {
  it('configures the demo bot and links a reseller, whose ticket answers reach the demo chat', async () => {
    const reseller = await t.createAccount();
    const seeded = await seedTelegram(t.ctx, reseller);
    await seedTickets(t.ctx, t.admin, [reseller]);
    expect(seeded).toEqual({ bot: DEMO_BOT.username, linked: reseller.username });

    const admin = await t.loginAs('admin', ADMIN_PASSWORD);
    expect((await t.request('GET', '/api/telegram-bot', { token: admin })).data).toEqual({ configured: true, username: DEMO_BOT.username });
    const me = (await t.request('GET', '/api/me/telegram', { token: await t.loginAs(reseller.username) })).data;
    expect(me.link).not.toBeNull();
    expect(me.recent.map((r: { text: string }) => r.text)).toContainEqual(expect.stringMatching(/^Nova resposta no ticket #\d+ /));

    expect(await sendDue(t.ctx)).toBeGreaterThan(0);
    expect(fake.to(DEMO_BOT.chat).some((m) => m.text.startsWith('Nova resposta no ticket'))).toBe(true);
  });
});
