// The panel's Telegram bot (issue 22), with grammY: the admin's token (encrypted at rest), the
// commands a linked chat may send, and the reading of updates by long polling. Several server
// instances share one bot: the one holding the polling lease reads the updates (Telegram answers a
// second reader with 409), and the offset lives in the database, so another instance that takes over
// goes on where the first stopped.
import { randomBytes } from 'node:crypto';
import { Api, Bot, GrammyError, type Context } from 'grammy';
import type { Update, UserFromGetMe } from 'grammy/types';
import { formatDateTime, formatDay } from '../../../shared/dates';
import { ACCOUNT_ACTIVE, fromCents, toCents } from '../../../shared/domain';
import { formatCredits } from '../../../shared/format';
import { LINE_KIND_LABELS, LINE_STATUS } from '../../../shared/lines/texts';
import { BOT_TEXT, DEFAULT_LOW_CREDITS, LINK_CODE_TTL_MS } from '../../../shared/telegram/texts';
import type { AppContext } from '../../context';
import { CALLER_COLUMNS, isAdmin, type CallerAccount } from '../../core/accounts';
import { getSetting, setSetting } from '../../core/settings';
import { now, type DbOrTx } from '../../db';
import { decrypt, encrypt, hmac } from '../../security';
import { expiringLines, kindsOf } from '../expiries/service';
import { DEMO_BOT } from './demo-bot';

const BOT_KEY = 'telegram.bot';
const OFFSET_KEY = 'telegram.offset';
const LEASE_KEY = 'telegram.poll_lease';

/** The token, and the bot as Telegram's getMe described it when the admin saved the token. */
interface StoredBot {
  token_enc: string;
  me: UserFromGetMe;
}

export async function storedBot(ctx: AppContext): Promise<{ token: string; me: UserFromGetMe } | null> {
  const raw = await getSetting(ctx.db, BOT_KEY);
  if (!raw) return null;
  const bot = JSON.parse(raw) as StoredBot;
  return { token: decrypt(ctx.config.secretKey, bot.token_enc), me: bot.me };
}

export async function storedBotUsername(db: DbOrTx): Promise<string | null> {
  const raw = await getSetting(db, BOT_KEY);
  return raw ? (JSON.parse(raw) as StoredBot).me.username : null;
}

export async function saveBot(ctx: Pick<AppContext, 'db' | 'config'>, token: string, me: UserFromGetMe): Promise<void> {
  await setSetting(ctx.db, BOT_KEY, JSON.stringify({ token_enc: encrypt(ctx.config.secretKey, token), me } satisfies StoredBot));
  // A new bot has its own updates: the old offset means nothing to it.
  await ctx.db.deleteFrom('settings').where('key', '=', OFFSET_KEY).execute();
}

export async function removeBot(ctx: AppContext): Promise<void> {
  await ctx.db.deleteFrom('settings').where('key', 'in', [BOT_KEY, OFFSET_KEY]).execute();
}

export const botApi = (ctx: AppContext, token: string) => new Api(token, { apiRoot: ctx.config.telegramApiRoot });

/** Telegram's refusal of the request itself (a bad token, a chat that blocked the bot), as opposed to a failure to reach it. */
export const isRefusal = (error: unknown): error is GrammyError =>
  error instanceof GrammyError && error.error_code >= 400 && error.error_code < 500 && error.error_code !== 429;

// ---- Linking codes ----

const codeHash = (ctx: AppContext, code: string) => hmac(ctx.config.jwtSecret, `telegram-link:${code.trim().toUpperCase()}`);

/** A new one-time code for this account (its earlier codes stop working). */
export async function newLinkCode(ctx: AppContext, accountId: number): Promise<{ code: string; expiresAt: number }> {
  const code = randomBytes(5).toString('hex').toUpperCase();
  const expiresAt = now() + LINK_CODE_TTL_MS;
  await ctx.db.transaction().execute(async (tx) => {
    await tx
      .deleteFrom('telegram_link_codes')
      .where((eb) => eb.or([eb('account_id', '=', accountId), eb('expires_at', '<', now())]))
      .execute();
    await tx
      .insertInto('telegram_link_codes')
      .values({ code_hash: codeHash(ctx, code), account_id: accountId, expires_at: expiresAt })
      .execute();
  });
  return { code, expiresAt };
}

/** Links the chat to the code's account and uses the code up; null when the code is wrong or expired. */
async function link(ctx: AppContext, code: string, chatId: string, tgUsername: string | null): Promise<string | null> {
  return ctx.db.transaction().execute(async (tx) => {
    const used = await tx
      .deleteFrom('telegram_link_codes')
      .where('code_hash', '=', codeHash(ctx, code))
      .where('expires_at', '>', now())
      .returning('account_id')
      .executeTakeFirst();
    if (!used) return null;
    // One chat, one account: a chat linked elsewhere moves here.
    await tx
      .deleteFrom('telegram_links')
      .where((eb) => eb.or([eb('chat_id', '=', chatId), eb('account_id', '=', used.account_id)]))
      .execute();
    await tx
      .insertInto('telegram_links')
      .values({ account_id: used.account_id, chat_id: chatId, tg_username: tgUsername, low_credits: toCents(DEFAULT_LOW_CREDITS), linked_at: now() })
      .execute();
    const account = await tx.selectFrom('accounts').select('username').where('id', '=', used.account_id).executeTakeFirstOrThrow();
    return account.username;
  });
}

// ---- Commands ----

async function linkedAccount(db: DbOrTx, chatId: string): Promise<CallerAccount | undefined> {
  return db
    .selectFrom('telegram_links as t')
    .innerJoin('accounts as a', 'a.id', 't.account_id')
    .select(CALLER_COLUMNS.map((c) => `a.${c}` as const))
    .where('t.chat_id', '=', chatId)
    .where('a.status', '=', ACCOUNT_ACTIVE)
    .executeTakeFirst();
}

export const balanceText = (account: Pick<CallerAccount, 'profile' | 'credits'>) =>
  isAdmin(account) ? 'Créditos: ilimitados' : `Créditos: ${formatCredits(fromCents(account.credits))}`;

/** The lines of `account`'s network that expire today and in the next 3 days, soonest first. */
async function expiringText(ctx: AppContext, account: CallerAccount): Promise<string> {
  const kinds = await kindsOf(ctx.db, account);
  if (kinds.length === 0) return 'Nenhuma linha vence hoje nem nos próximos 3 dias.';
  const rows = await expiringLines(ctx.db, account.id, kinds, [0, 3], now())
    .select(['l.username', 'l.kind', 'l.exp_at'])
    .orderBy('l.exp_at')
    .limit(31)
    .execute();
  if (rows.length === 0) return 'Nenhuma linha vence hoje nem nos próximos 3 dias.';
  const shown = rows.slice(0, 30).map((r) => `${formatDay(Number(r.exp_at))}  ${r.username} (${LINE_KIND_LABELS[r.kind]})`);
  return ['Vencem hoje e nos próximos 3 dias:', ...shown, ...(rows.length > 30 ? ['... e outras: veja "Vencimentos" no painel.'] : [])].join('\n');
}

/** One line of `account`'s subtree by its username (IPTV username or P2P name). */
async function lineText(db: DbOrTx, account: CallerAccount, username: string): Promise<string> {
  const line = await db
    .selectFrom('lines as l')
    .innerJoin('account_closure as c', 'c.descendant_id', 'l.account_id')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .select(['l.username', 'l.kind', 'l.status', 'l.exp_at', 'a.username as owner'])
    .where('c.ancestor_id', '=', account.id)
    .where('l.username', '=', username)
    .orderBy('l.id', 'desc')
    .executeTakeFirst();
  if (!line) return BOT_TEXT.lineNotFound(username);
  const status = line.status === LINE_STATUS.active ? 'Ativa' : line.status === LINE_STATUS.test ? 'Teste' : 'Desativada';
  const expired = Number(line.exp_at) < now() ? ' (vencida)' : '';
  return [
    `Linha ${line.username} (${LINE_KIND_LABELS[line.kind]})`,
    `Status: ${status}`,
    `Vencimento: ${formatDateTime(Number(line.exp_at))}${expired}`,
    `Revenda: ${line.owner}`,
  ].join('\n');
}

/** The bot's handlers: linking by code, then the commands of a linked chat. */
export function botFor(ctx: AppContext, token: string, me: UserFromGetMe): Bot {
  const bot = new Bot(token, { client: { apiRoot: ctx.config.telegramApiRoot }, botInfo: me });
  const chatOf = (c: Context) => String(c.chat!.id);
  // Private chats only: a group would show one account's data to everyone in it.
  const privateChats = bot.chatType('private');

  const tryLink = async (c: Context, code: string) => {
    const linked = await link(ctx, code, chatOf(c), c.from?.username ?? null);
    await c.reply(linked ? BOT_TEXT.linked(linked) : BOT_TEXT.codeInvalid);
  };
  const withAccount = (answer: (account: CallerAccount, c: Context) => Promise<string>) => async (c: Context) => {
    const account = await linkedAccount(ctx.db, chatOf(c));
    await c.reply(account ? await answer(account, c) : BOT_TEXT.notLinked);
  };

  privateChats.command('start', async (c) => (c.match.trim() ? tryLink(c, c.match) : c.reply(BOT_TEXT.welcome)));
  privateChats.command(
    'saldo',
    withAccount(async (account) => balanceText(account)),
  );
  privateChats.command(
    'vencendo',
    withAccount((account) => expiringText(ctx, account)),
  );
  privateChats.command(
    'linha',
    withAccount(async (account, c) => (c.match ? lineText(ctx.db, account, String(c.match).trim()) : BOT_TEXT.lineUsage)),
  );
  privateChats.command(['ajuda', 'help'], (c) => c.reply(BOT_TEXT.help));
  // A code pasted alone (without /start) links too.
  privateChats.on('message:text', async (c) => (/^[0-9A-F]{10}$/i.test(c.message.text.trim()) ? tryLink(c, c.message.text) : c.reply(BOT_TEXT.help)));
  return bot;
}

// ---- Reading updates ----

const pad = (n: number) => String(n).padStart(16, '0');

/**
 * Takes (or keeps) the polling lease for `holder` until `until`: one conditional update, so of several
 * instances one reads at a time; a lease not renewed expires and another instance takes it.
 */
async function claimLease(db: DbOrTx, holder: string, until: number): Promise<boolean> {
  if ((await getSetting(db, LEASE_KEY)) === undefined)
    await db
      .insertInto('settings')
      .values({ key: LEASE_KEY, value: pad(0) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  const claimed = await db
    .updateTable('settings')
    .set({ value: `${pad(until)}:${holder}` })
    .where('key', '=', LEASE_KEY)
    .where((eb) => eb.or([eb('value', '<', pad(now())), eb('value', 'like', `%:${holder}`)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export interface Poller {
  stop(): Promise<void>;
}

/**
 * Reads the bot's updates while this instance holds the lease: one long poll at a time of
 * `pollSeconds`, each batch handled, then the offset saved. A token changed in /settings is picked up
 * at the next poll.
 */
/** The longest wait between two polls that failed (Telegram out of reach for a while). */
const POLL_BACKOFF_MAX_MS = 5 * 60_000;

/** The first line of an error's message: a poll that fails says why in one line, never a stack. */
const firstLine = (error: unknown) =>
  String((error as Error)?.message ?? error)
    .split('\n')[0]!
    .slice(0, 300);

export interface PollOptions {
  pollSeconds: number;
  /** The wait when there is no bot or the lease is another's, and the first wait after a failure. */
  idleMs: number;
  /** A command of a chat that failed. */
  log: (error: unknown) => void;
  /** The polling's own state, in one line: it failed (and when it tries again), it is back. */
  warn: (line: string) => void;
}

export function startPolling(ctx: AppContext, opts: PollOptions): Poller {
  const holder = randomBytes(8).toString('hex');
  const leaseMs = (opts.pollSeconds + 30) * 1000;
  let stopped = false;
  const abort = new AbortController();
  let current: { token: string; bot: Bot } | null = null;
  const readingDemoBot = () => current?.token === DEMO_BOT.token;

  async function round(): Promise<void> {
    const stored = await storedBot(ctx);
    if (!stored || !(await claimLease(ctx.db, holder, now() + leaseMs))) return wait(opts.idleMs);
    if (current?.token !== stored.token) current = { token: stored.token, bot: botFor(ctx, stored.token, stored.me) };
    const offset = Number((await getSetting(ctx.db, OFFSET_KEY)) ?? 0);
    const updates: Update[] = await current.bot.api.getUpdates(
      { offset, timeout: opts.pollSeconds, allowed_updates: ['message'] },
      abort.signal as Parameters<Api['getUpdates']>[1],
    );
    for (const update of updates) {
      await current.bot.handleUpdate(update).catch(opts.log);
      await setSetting(ctx.db, OFFSET_KEY, String(update.update_id + 1));
    }
  }

  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

  // Failures in a row: each doubles the wait, up to minutes; an unreachable Telegram is said once (with
  // what to do when it is the demo's bot) and its return once.
  let failures = 0;
  const loop = (async () => {
    while (!stopped) {
      try {
        await round();
        if (failures > 0) opts.warn(`leitura do bot do Telegram voltou a funcionar após ${failures} falha(s)`);
        failures = 0;
      } catch (error) {
        if (stopped) break;
        failures += 1;
        const retryMs = Math.min(opts.idleMs * 2 ** (failures - 1), POLL_BACKOFF_MAX_MS);
        if (failures === 1)
          opts.warn(
            `leitura do bot do Telegram falhou: ${firstLine(error)}; ${
              readingDemoBot()
                ? 'é o bot de demonstração do seed:demo: rode `npm run telegram:demo` e inicie o painel com o TELEGRAM_API_ROOT que ele mostra'
                : 'tenta de novo sozinha, cada vez mais espaçado, e avisa aqui quando voltar'
            }`,
          );
        await wait(retryMs);
      }
    }
  })();

  return {
    async stop() {
      stopped = true;
      abort.abort();
      await loop;
      // Let another instance take over at once.
      await ctx.db
        .updateTable('settings')
        .set({ value: pad(0) })
        .where('key', '=', LEASE_KEY)
        .where('value', 'like', `%:${holder}`)
        .execute();
    },
  };
}
