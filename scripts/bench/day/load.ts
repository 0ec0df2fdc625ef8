// The day's users, in a process of their own (npm run bench:day forks it): the panel users working
// through their screens with a pause between them, and the customers' players logging in at night.
// Each comes from an address of its own (X-Forwarded-For: the server runs behind a proxy, TRUST_PROXY),
// as they would: the per-IP limits count each one apart. Every answer's time is sent back at the end.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ACTIONS, type Action, DAY, THINK_MS } from './model';
import type { DayPeople } from './plant';

export interface LoadStart {
  address: string;
  people: DayPeople;
}
/** One answer: the part of the day it came in, what it was, how long it took, its status (0: no answer), when it was asked (seconds into the day). */
export type Sample = [phase: number, kind: string, ms: number, status: number, second: number];
export interface LoadEnd {
  samples: Sample[];
}

const samples: Sample[] = [];
let phase = 0;
let dayStart = performance.now();
let over = false;

/** The fields of the answers the users read on (the token, the list's cursor and rows, a new ticket's id). */
type Answer = { access_token?: string; cursor?: string; rows?: { id: number }[]; id?: number; ticket?: { id: number } };

const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function call(kind: string, url: string, init: RequestInit & { ip: string; token?: string; json?: unknown }): Promise<Answer | undefined> {
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
    return body.startsWith('{') ? (JSON.parse(body) as Answer) : undefined;
  } catch {
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
  const get = (kind: string, path: string) => call(kind, `${base}${path}`, { ip, token });
  const send = (kind: string, method: string, path: string, json: unknown) => call(kind, `${base}${path}`, { ip, token, method, json });
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
    createTest: () => send('POST /api/users-iptv (teste)', 'POST', '/api/users-iptv', { isOficial: 0, package: 1 }),
    createLine: () => send('POST /api/users-iptv (oficial)', 'POST', '/api/users-iptv', { isOficial: 1, package: 1, credits: 1 }),
    renewLine: renew,
    bulkRenew: () => Promise.all(Array.from({ length: 5 }, renew)),
    expiries: () => get('GET /api/vencimentos', '/api/vencimentos?tab=in7'),
    tickets: () => get('GET /api/ticket', '/api/ticket'),
    ticketChat: () => (ticket ? get('GET /api/ticket/:id', `/api/ticket/${ticket}`) : get('GET /api/ticket', '/api/ticket')),
    openTicket: async () => {
      const answer = await send('POST /api/ticket', 'POST', '/api/ticket', {
        title: `Dúvida ${index}`,
        category: 1,
        content: 'Cliente sem sinal desde ontem.',
      });
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
      await sleep(-Math.log(1 - Math.random()) * THINK_MS);
      const answer = await send('POST /api/login', 'POST', '/api/login', { username: user.username, password: user.password });
      token = answer?.access_token;
      if (!token) {
        await sleep(THINK_MS);
        continue;
      }
    }
    await sleep(-Math.log(1 - Math.random()) * THINK_MS);
    if (!over && index < DAY[phase]!.users) await run[pick()]();
  }
}

/** The players: an IPTV app opening logs in (player_api.php) and reads the live categories, from its customer's address. */
async function players(base: string, people: DayPeople['players']) {
  let n = 0;
  const inFlight = new Set<Promise<unknown>>();
  while (!over) {
    const rate = DAY[phase]!.playersPerSecond;
    const player = people[n % people.length]!;
    const ip = address(100_000 + (n % 200_000));
    n++;
    const q = `username=${encodeURIComponent(player.username)}&password=${encodeURIComponent(player.password)}`;
    const open = (async () => {
      await call('GET /player_api.php (login)', `${base}/player_api.php?${q}`, { ip });
      await call('GET /player_api.php (categorias ao vivo)', `${base}/player_api.php?${q}&action=get_live_categories`, { ip });
    })();
    inFlight.add(open);
    void open.finally(() => inFlight.delete(open));
    await sleep(-Math.log(1 - Math.random()) * (1000 / rate));
  }
  await Promise.all(inFlight);
}

process.once('message', async ({ address: base, people }: LoadStart) => {
  dayStart = performance.now();
  const clock = (async () => {
    for (let i = 0; i < DAY.length; i++) {
      phase = i;
      process.send!({ phase: i });
      await sleep(DAY[i]!.seconds * 1000);
    }
    over = true;
  })();
  await Promise.all([clock, players(base, people.players), ...people.users.map((u, i) => panelUser(base, i, u))]);
  process.send!({ samples } satisfies LoadEnd, () => process.exit(0));
});
