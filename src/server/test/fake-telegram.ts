// A local stand-in for Telegram's Bot API (issue 22), for the tests and the demo (npm run
// telegram:demo): the server talks to it through TELEGRAM_API_ROOT exactly as it would to
// api.telegram.org. It answers getMe for the tokens it knows, long-polls getUpdates, records
// sendMessage, refuses chats that "blocked the bot", and can fail on purpose. It also counts the
// getUpdates that overlap: Telegram refuses a second reader of one bot, and so must the panel.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentMessage {
  chat_id: string;
  text: string;
  at: number;
}

/** The demo's bot and its one chat, the one this stand-in answers as in npm run telegram:demo. */
export { DEMO_BOT } from '../modules/telegram/demo-bot';

/** getMe's answer for a bot of this token. */
export const botInfo = (token: string, username: string) => ({
  id: Number(token.split(':')[0]),
  is_bot: true as const,
  first_name: username,
  username,
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
  has_topics_enabled: false,
  allows_users_to_create_topics: false,
  can_manage_bots: false,
  supports_join_request_queries: false,
});

interface Update {
  update_id: number;
  message: Record<string, unknown>;
}

export async function startFakeTelegram(opts: { tokens: Record<string, string>; port?: number; onSend?: (message: SentMessage) => void }) {
  const sent: SentMessage[] = [];
  const updates: Update[] = [];
  const blocked = new Set<string>();
  const waiting = new Set<() => void>();
  let nextUpdate = 1;
  let failures = 0;
  let pollFailures = 0;
  let polling = 0;
  let overlaps = 0;

  const wake = () => {
    for (const resolve of waiting) resolve();
    waiting.clear();
  };

  async function body(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if (!text) return Object.fromEntries(new URL(req.url ?? '/', 'http://fake').searchParams);
    return JSON.parse(text) as Record<string, unknown>;
  }

  async function getUpdates(params: Record<string, unknown>, signal: AbortSignal) {
    const offset = Number(params.offset ?? 0);
    const due = () => updates.filter((u) => u.update_id >= offset);
    if (due().length === 0 && Number(params.timeout ?? 0) > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Number(params.timeout) * 1000);
        const done = () => (clearTimeout(timer), resolve());
        waiting.add(done);
        signal.addEventListener('abort', done);
      });
    }
    return due();
  }

  const server = createServer(async (req, res) => {
    const reply = (status: number, payload: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const match = /^\/bot([^/]+)\/(\w+)/.exec(req.url ?? '');
    const username = match ? opts.tokens[match[1]!] : undefined;
    if (!match || !username) return reply(401, { ok: false, error_code: 401, description: 'Unauthorized' });
    const method = match[2]!;
    const params = await body(req);
    if (method === 'getMe') return reply(200, { ok: true, result: botInfo(match[1]!, username) });
    if (method === 'getUpdates') {
      if (pollFailures > 0) {
        pollFailures--;
        return reply(502, { ok: false, error_code: 502, description: 'Bad Gateway' });
      }
      const gone = new AbortController();
      res.on('close', () => gone.abort());
      if (++polling > 1) overlaps++;
      try {
        return reply(200, { ok: true, result: await getUpdates(params, gone.signal) });
      } finally {
        polling--;
      }
    }
    if (method === 'sendMessage') {
      const chat = String(params.chat_id);
      if (failures > 0) {
        failures--;
        return reply(500, { ok: false, error_code: 500, description: 'Internal Server Error' });
      }
      if (blocked.has(chat)) return reply(403, { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' });
      sent.push({ chat_id: chat, text: String(params.text), at: Date.now() });
      opts.onSend?.(sent.at(-1)!);
      return reply(200, {
        ok: true,
        result: { message_id: sent.length, date: Math.floor(Date.now() / 1000), chat: { id: Number(chat), type: 'private' }, text: params.text },
      });
    }
    return reply(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    /** What a person types to the bot in a private chat. */
    userSays(chatId: number, text: string, username = `user${chatId}`) {
      const command = /^\/\w+/.exec(text);
      updates.push({
        update_id: nextUpdate++,
        message: {
          message_id: nextUpdate,
          date: Math.floor(Date.now() / 1000),
          chat: { id: chatId, type: 'private', first_name: username },
          from: { id: chatId, is_bot: false, first_name: username, username },
          text,
          ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {}),
        },
      });
      wake();
    },
    /** The chat has blocked the bot: Telegram refuses every message to it. */
    block: (chatId: number | string) => blocked.add(String(chatId)),
    /** The next `n` messages fail as if Telegram were down. */
    failNext: (n: number) => (failures = n),
    /** The next `n` reads of updates fail as if Telegram were out of reach. */
    failPolls: (n: number) => (pollFailures = n),
    /** How many times two getUpdates of the bot ran at once (Telegram answers those with 409). */
    overlaps: () => overlaps,
    to: (chatId: number | string) => sent.filter((m) => m.chat_id === String(chatId)),
    async close() {
      wake();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeTelegram = Awaited<ReturnType<typeof startFakeTelegram>>;
