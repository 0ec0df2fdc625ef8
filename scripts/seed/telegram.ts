// The demo's Telegram (issue 22): the panel's bot configured (the local fake of `npm run telegram:demo`)
// and one reseller linked to its chat, so /settings, /me and the notices show real data. Linked before
// the tickets are seeded, so the admin's answers reach that reseller's chat as notices.
import type { AppContext } from '../../src/server/context';
import type { Account } from '../../src/server/db/schema';
import { now } from '../../src/server/db';
import { saveBot } from '../../src/server/modules/telegram/bot';
import { botInfo, DEMO_BOT } from '../../src/server/test/fake-telegram';
import { toCents } from '../../src/shared/domain';
import { DEFAULT_LOW_CREDITS } from '../../src/shared/telegram/texts';

export async function seedTelegram(ctx: AppContext, reseller: Account): Promise<{ bot: string; linked: string }> {
  await saveBot(ctx, DEMO_BOT.token, botInfo(DEMO_BOT.token, DEMO_BOT.username));
  await ctx.db
    .insertInto('telegram_links')
    .values({
      account_id: reseller.id,
      chat_id: String(DEMO_BOT.chat),
      tg_username: reseller.username.replace(/\W/g, '_'),
      low_credits: toCents(DEFAULT_LOW_CREDITS),
      linked_at: now(),
    })
    .execute();
  return { bot: DEMO_BOT.username, linked: reseller.username };
}
