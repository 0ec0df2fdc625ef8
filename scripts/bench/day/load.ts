// The day's users, in a process of their own (npm run bench:day forks it): the panel users working
// through their screens with a pause between them, the resellers' bots on API tokens with their
// webhooks and live streams, the visitors of the automatic-trial pages, and the customers' players
// logging in at night. Each comes from an address of its own (X-Forwarded-For: the server runs behind
// a proxy, TRUST_PROXY), as they would: the per-IP limits count each one apart. The far sides the
// server sends to live here too: a stand-in of Telegram's Bot API and the bots' webhook receiver.
// Every answer's time, and every write the server acknowledged, is sent back at the end.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { followEvents } from '../../../src/shared/events';
import { startFakeTelegram } from '../../../src/server/test/fake-telegram';
import { startFakeWhatsapp } from '../../../src/server/test/fake-whatsapp';
import { ACTIONS, type Action, BOT_EVERY_MS, BOTS, DAY, GOALS, THINK_MS, TRIAL_PAGES, TRIAL_REQUESTS_PER_SECOND } from './model';
import type { DayPeople } from './plant';
import { BENCH_BOT, BENCH_WHATSAPP } from './servers';

export interface LoadStart {
  address: string;
  people: DayPeople;
}
/** The far sides, sent to the bench before the servers start (their TELEGRAM_API_ROOT, WHATSAPP_API_ROOT and the webhooks' address). */
export interface LoadReady {
  ready: { telegram: string; whatsapp: string; webhooks: string };
}
/** One answer: the part of the day it came in, what it was, how long it took, its status (0: no answer), when it was asked (seconds into the day). */
export type Sample = [phase: number, kind: string, ms: number, status: number, second: number];
export interface LoadEnd {
  samples: Sample[];
  /** The lines and tickets the server answered as created: each must be in the database at the end of the day. */
  acknowledged: { lines: number[]; tickets: number[] };
  /** What the far sides received: Telegram messages, WhatsApp reminders and webhook deliveries. */
  received: { telegram: number; whatsapp: number; webhooks: number };
}

const samples: Sample[] = [];
let phase = 0;
let dayStart = performance.now();
let over = false;

const acknowledged: LoadEnd['acknowledged'] = { lines: [], tickets: [] };

/** The fields of the answers the users read on (the token, the list's cursor and rows, a new line's or ticket's id, a token's secret, a trial page's code). */
type Answer = {
  access_token?: string;
  cursor?: string;
  rows?: { id: number }[];
  /** Vencimentos: every line of the tab. */
  all?: { id: number; kind: string }[];
  id?: number;
  ticket?: { id: number };
  secret?: string;
  page?: { code: string };
};

/** The share of the peak's people at work in the current part of the day (the bots and the trial pages' visitors follow the panel users). */
const share = () => DAY[phase]!.users / Math.max(...DAY.map((p) => p.users));
const exponential = (meanMs: number) => -Math.log(1 - Math.random()) * meanMs;

const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function call(
  kind: string,
  url: string,
  init: RequestInit & { ip: string; token?: string; json?: unknown; creates?: 'lines' | 'tickets'; answered?: (status: number) => void },
): Promise<Answer | undefined> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip', 'x-forwarded-for': init.ip };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  if (init.method && init.method !== 'GET') headers['idempotency-key'] = randomUUID();
  const started = performance.now();
  const at = phase;
  try {
    const res = await fetch(url, { method: init.method, headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
    const body = await res.text();
    samples.push([at, kind, performance.now() - started, res.status, (started - dayStart) / 1000]);
    const answer = body.startsWith('{') ? (JSON.parse(body) as Answer) : undefined;
    const created = answer?.id ?? answer?.ticket?.id;
    if (res.ok && init.creates && created) acknowledged[init.creates].push(created);
    init.answered?.(res.status);
    return answer;
  } catch {
    init.answered?.(0);
    samples.push([at, kind, performance.now() - started, 0, (started - dayStart) / 1000]);
    return undefined;
  }
}

const weighted = Object.entries(ACTIONS) as [Action, number][];
const totalWeight = weighted.reduce((n, [, w]) => n + w, 0);
function pick(): Action {
  let r = Math.random() * totalWeight;
  for (const [action, weight] of weighted) if ((r -= weight) < 0) return action;
  return 'dashboard';
}

async function panelUser(base: string, index: number, user: DayPeople['users'][number]) {
  const ip = address(index + 1);
  let token: string | undefined;
  const lists: Record<'iptv' | 'p2p', { cursor?: string; ids: number[] }> = { iptv: { ids: [] }, p2p: { ids: [] } };
  let ticket: number | undefined;
  let whatsappSet = false;
  const get = (kind: string, path: string) => call(kind, `${base}${path}`, { ip, token });
  const send = (kind: string, method: string, path: string, json: unknown, creates?: 'lines' | 'tickets') =>
    call(kind, `${base}${path}`, { ip, token, method, json, creates });
  // The screen holds its list and asks only for what changed since (issue 28).
  const list = async (kind: 'iptv' | 'p2p') => {
    const path = kind === 'iptv' ? '/api/users-iptv/changes' : '/api/users-p2p/changes';
    const held = lists[kind];
    const answer = await get(
      `GET ${path}${held.cursor ? ' (mudanças)' : ' (lista inteira)'}`,
      held.cursor ? `${path}?cursor=${encodeURIComponent(held.cursor)}` : path,
    );
    if (answer?.cursor) held.cursor = answer.cursor;
    for (const row of answer?.rows ?? []) if (held.ids.length < 200) held.ids.push(row.id);
  };
  const renew = async () => {
    if (!lists.iptv.ids.length) await list('iptv');
    const id = lists.iptv.ids[Math.floor(Math.random() * lists.iptv.ids.length)];
    if (id) await send('PUT /api/users-iptv/:id (renovar)', 'PUT', `/api/users-iptv/${id}`, { action: 1, credits: 1 });
  };
  const run: Record<Action, () => Promise<unknown>> = {
    dashboard: () => get('GET /api/dash-reseller', '/api/dash-reseller'),
    profile: () => get('GET /api/get-profile', '/api/get-profile'),
    iptvList: () => list('iptv'),
    p2pList: () => list('p2p'),
    searchResellers: () =>
      user.manager
        ? get('GET /api/reg-users (busca)', `/api/reg-users?search=s${index % 90}&per_page=50`)
        : get('GET /api/dash-reseller', '/api/dash-reseller'),
    createTest: () => send('POST /api/users-iptv (teste)', 'POST', '/api/users-iptv', { isOficial: 0, package: 1 }, 'lines'),
    createLine: () => send('POST /api/users-iptv (oficial)', 'POST', '/api/users-iptv', { isOficial: 1, package: 1, credits: 1 }, 'lines'),
    renewLine: renew,
    bulkRenew: () => Promise.all(Array.from({ length: 5 }, renew)),
    expiries: async () => {
      const answer = await get('GET /api/vencimentos', '/api/vencimentos?tab=in7');
      // Who has the notices set up reminds the week's expiring customers by WhatsApp, ten at a time.
      const lines = (answer?.all ?? []).slice(0, 10).map(({ id, kind }) => ({ id, kind }));
      if (user.telegram && lines.length) await send('POST /api/whatsapp/lembretes', 'POST', '/api/whatsapp/lembretes', { lines });
    },
    tickets: () => get('GET /api/ticket', '/api/ticket'),
    ticketChat: () => (ticket ? get('GET /api/ticket/:id', `/api/ticket/${ticket}`) : get('GET /api/ticket', '/api/ticket')),
    openTicket: async () => {
      const answer = await send(
        'POST /api/ticket',
        'POST',
        '/api/ticket',
        {
          title: `Dúvida ${index}`,
          category: 1,
          content: 'Cliente sem sinal desde ontem.',
        },
        'tickets',
      );
      ticket ??= answer?.id ?? answer?.ticket?.id;
    },
    extract: () => get('GET /api/extract', '/api/extract'),
    logs: () => get('GET /api/log', '/api/log'),
    reports: () => get('GET /api/get-reports', '/api/get-reports'),
    analytics: () => get('GET /api/analises', '/api/analises'),
  };
  while (!over) {
    if (index >= DAY[phase]!.users) {
      await sleep(500);
      continue;
    }
    if (!token) {
      // Users come in over the first minutes of their part of the day, not all in one second.
      await sleep(exponential(THINK_MS));
      const answer = await send('POST /api/login', 'POST', '/api/login', { username: user.username, password: user.password });
      token = answer?.access_token;
      if (!token) {
        await sleep(THINK_MS);
        continue;
      }
      // Its own WhatsApp number in Minha Conta, once (the server reads it from Meta).
      if (user.telegram && !whatsappSet) whatsappSet = !!(await send('PUT /api/me/whatsapp', 'PUT', '/api/me/whatsapp', BENCH_WHATSAPP));
    }
    await sleep(exponential(THINK_MS));
    if (!over && index < DAY[phase]!.users) await run[pick()]();
  }
}

/** Arrivals that do not wait for each other (players opening, visitors asking), a mean `gapMs()` apart, until the day is over. */
async function arrivals(gapMs: () => number, arrive: (n: number) => Promise<unknown>) {
  const inFlight = new Set<Promise<unknown>>();
  for (let n = 0; !over; n++) {
    const one = arrive(n);
    inFlight.add(one);
    void one.finally(() => inFlight.delete(one));
    await sleep(exponential(gapMs()));
  }
  await Promise.all(inFlight);
}

/** The players: an IPTV app opening logs in (player_api.php) and reads the live categories, from its customer's address. */
function players(base: string, people: DayPeople['players']) {
  return arrivals(
    () => 1000 / DAY[phase]!.playersPerSecond,
    async (n) => {
      const player = people[n % people.length]!;
      const ip = address(100_000 + (n % 200_000));
      const q = `username=${encodeURIComponent(player.username)}&password=${encodeURIComponent(player.password)}`;
      await call('GET /player_api.php (login)', `${base}/player_api.php?${q}`, { ip });
      await call('GET /player_api.php (categorias ao vivo)', `${base}/player_api.php?${q}&action=get_live_categories`, { ip });
    },
  );
}

/** A session of a reseller who sets something up in /me before the day's work (a bot's token, a trial page). */
async function logIn(base: string, ip: string, user: DayPeople['users'][number]): Promise<string | undefined> {
  return (await call('POST /api/login', `${base}/api/login`, { ip, method: 'POST', json: { username: user.username, password: user.password } }))?.access_token;
}

/**
 * A reseller's bot (a store, a WhatsApp bot): set up as its reseller does in /me (an API token that
 * sells and reads IPTV lines, a webhook that hears them created and renewed), then selling tests and
 * renewing through the API all day. Its reseller's live stream (GET /api/events, as the panel holds
 * it) must tell each of the bot's writes: the time from the write to the stream's 'lines' event is
 * measured, on any instance the two landed on.
 */
async function bot(base: string, index: number, user: DayPeople['users'][number], webhooks: string) {
  const ip = address(50_000 + index);
  const session = await logIn(base, ip, user);
  const created = await call('POST /api/me/api-tokens', `${base}/api/me/api-tokens`, {
    ip,
    token: session,
    method: 'POST',
    json: { name: `loja-${index}`, scopes: ['iptv:vender', 'iptv:ler'] },
  });
  await call('POST /api/me/webhooks', `${base}/api/me/webhooks`, {
    ip,
    token: session,
    method: 'POST',
    json: { url: `${webhooks}/${index}`, events: ['linha.criada', 'linha.renovada'] },
  });
  const token = created?.secret;
  if (!session || !token) throw new Error(`o bot ${index} não foi criado`);
  // The stream tells 'lines' after each write; a reconnection ('ready') tells to read again, as the screens do.
  const waiting = new Set<(at: number) => void>();
  const stop = new AbortController();
  const stream = followEvents({
    open: (signal) => fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${session}`, 'x-forwarded-for': ip }, signal }),
    onEvent: (event) => {
      if (event.type !== 'lines' && event.type !== 'ready') return;
      const at = performance.now();
      for (const heard of waiting) heard(at);
      waiting.clear();
    },
    signal: stop.signal,
  });
  /** Listens from before a write (its event may come before its answer); a write refused tells nothing. */
  const heard = () => {
    const asked = performance.now();
    const at = phase;
    let outcome: number | undefined;
    let heardAt: number | undefined;
    let counted = false;
    // Counted once: when both the answer and the event came, or when the answer came and the event is past the goal.
    const finish = () => {
      if (counted || outcome === undefined || (heardAt === undefined && performance.now() - asked < GOALS.noticeMs)) return;
      counted = true;
      if (outcome >= 200 && outcome < 300)
        samples.push([at, 'evento ao vivo da linha (GET /api/events)', (heardAt ?? performance.now()) - asked, heardAt ? 200 : 0, (asked - dayStart) / 1000]);
    };
    waiting.add((when) => {
      heardAt = when;
      finish();
    });
    setTimeout(finish, GOALS.noticeMs).unref();
    return (status: number) => {
      outcome = status;
      finish();
    };
  };
  const ids: number[] = [];
  await sleep(Math.random() * BOT_EVERY_MS);
  while (!over) {
    const answered = heard();
    if (ids.length === 0 || Math.random() < 0.5) {
      const line = await call('POST /api/users-iptv (bot, teste)', `${base}/api/users-iptv`, {
        ip,
        token,
        method: 'POST',
        json: { isOficial: 0, package: 1 },
        creates: 'lines',
        answered,
      });
      if (line?.id && ids.length < 50) ids.push(line.id);
    } else {
      const id = ids[Math.floor(Math.random() * ids.length)]!;
      await call('PUT /api/users-iptv/:id (bot, renovar)', `${base}/api/users-iptv/${id}`, {
        ip,
        token,
        method: 'PUT',
        json: { action: 1, credits: 1 },
        answered,
      });
    }
    await sleep(exponential(BOT_EVERY_MS / share()));
  }
  stop.abort();
  await stream;
}

/** The automatic-trial pages of some resellers with Telegram linked (each test made tells them there), and their visitors, each from an address and a WhatsApp of their own. */
async function trialPages(base: string, owners: DayPeople['users']) {
  const codes: string[] = [];
  for (const [i, owner] of owners.entries()) {
    const ip = address(60_000 + i);
    const session = await logIn(base, ip, owner);
    const page = await call('PUT /api/me/teste-automatico', `${base}/api/me/teste-automatico`, {
      ip,
      token: session,
      method: 'PUT',
      json: { enabled: true, kind: 'iptv', package_id: 1, test_hours: 3, daily_cap: 1000, whatsapp: '(11) 4000-1000' },
    });
    if (!page?.page?.code) throw new Error(`a página de teste de ${owner.username} não foi salva`);
    codes.push(page.page.code);
  }
  await arrivals(
    () => 1000 / (TRIAL_REQUESTS_PER_SECOND * share()),
    (n) =>
      call('POST /api/t/:code (visitante)', `${base}/api/t/${codes[n % codes.length]}`, {
        ip: address(300_000 + n),
        method: 'POST',
        json: { name: `Visitante ${n}`, whatsapp: `(11) 9${String(60_000_000 + n).padStart(8, '0')}` },
        creates: 'lines',
      }),
  );
}

/** The far sides: Telegram's Bot API and Meta's Graph API (their stand-ins), and the bots' webhook receiver, which answers 200 to every delivery. */
async function farSides() {
  const telegram = await startFakeTelegram({ tokens: { [BENCH_BOT.token]: BENCH_BOT.username } });
  const whatsapp = await startFakeWhatsapp({
    numbers: { [BENCH_WHATSAPP.phone_number_id]: { token: BENCH_WHATSAPP.token, display: '+55 11 4000-1000' } },
    templates: { [BENCH_WHATSAPP.template_name]: BENCH_WHATSAPP.template_language },
  });
  let deliveries = 0;
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      deliveries++;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  return {
    urls: { telegram: telegram.url, whatsapp: whatsapp.url, webhooks: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook` },
    received: () => ({ telegram: telegram.sent.length, whatsapp: whatsapp.sent.length, webhooks: deliveries }),
  };
}

const far = await farSides();
process.send!({ ready: far.urls } satisfies LoadReady);

process.once('message', async ({ address: base, people }: LoadStart) => {
  // Bots and trial pages belong to resellers who sell (not the master, who would hear the whole network's webhooks).
  const sellers = people.users.slice(1);
  const bots = sellers.filter((u) => !u.telegram).slice(0, BOTS);
  const trialOwners = sellers.filter((u) => u.telegram).slice(0, TRIAL_PAGES);
  const botsAtWork = bots.map((u, i) => bot(base, i, u, far.urls.webhooks));
  const visitors = trialPages(base, trialOwners);
  dayStart = performance.now();
  const clock = (async () => {
    for (let i = 0; i < DAY.length; i++) {
      phase = i;
      process.send!({ phase: i });
      await sleep(DAY[i]!.seconds * 1000);
    }
    over = true;
  })();
  await Promise.all([clock, players(base, people.players), visitors, ...botsAtWork, ...people.users.map((u, i) => panelUser(base, i, u))]);
  // The far sides stay up until the bench stops the servers and then this process: their senders never see them gone.
  process.send!({ samples, acknowledged, received: far.received() } satisfies LoadEnd);
});
