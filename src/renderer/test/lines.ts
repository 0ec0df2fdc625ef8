// Lines as the lists receive them, for the UI tests: a valid row of each kind, changed by `over`.
import { endOfDay, formatDateTime } from '../../shared/dates';
import type { ExpiringLine } from '../../shared/expiries/schemas';
import type { IptvLine, LineAnswer, P2pLine } from '../../shared/lines/schemas';
import type { WhatsappConfigAnswer } from '../../shared/whatsapp/schemas';

export const DAY = 86_400_000;

export const iptvLine = (over: Partial<IptvLine> = {}): IptvLine => ({
  id: 5,
  id_iptv: 5,
  username: '11223344',
  password: 'abc123',
  status: 'Ativo',
  watching: '',
  nota: 'antiga',
  exp_date: '',
  exp_date_timestamp: Date.now() + 20 * DAY,
  created_at: Date.now() - DAY,
  expiring: 0,
  expired: false,
  package: 1,
  bouquets: [],
  whatsapp: '0',
  owner: 'joao',
  ...over,
});

const STATUSES = ['Ativo', 'Teste', 'Desativado'] as const;

/** `count` IPTV lines of a long list: status and expiring level in turn, created a minute apart back from `now`; `over(i)` changes the i-th. */
export const iptvLines = (count: number, now: number, over: (i: number) => Partial<IptvLine>): IptvLine[] =>
  Array.from({ length: count }, (_, i) => iptvLine({ status: STATUSES[i % 3], expiring: (i % 3) as 0 | 1 | 2, created_at: now - i * 60_000, ...over(i) }));

export const p2pLine = (over: Partial<P2pLine> = {}): P2pLine => ({
  id: 8,
  name: 'cliente.p2p',
  pass: 'pp99',
  whatsapp: '5511987654321',
  nota: '',
  productid: 9,
  status: 1,
  startTime: '',
  endTime: '',
  startTime_timestamp: Date.now() - DAY,
  endTime_timestamp: Date.now() + 10 * DAY,
  expiring: 0,
  expired: false,
  id_res: 7,
  owner: 'joao',
  ...over,
});

/** The P2P plans the forms offer (CALLS.newP2pPackages); `firstId` numbers them. */
export const p2pPlans = (firstId = 1) => [
  { id: firstId, name: 'PLANO COMPLETO' },
  { id: firstId + 1, name: 'PLANO COMPLETO SEM ADULTOS' },
];

/** A P2P line as its creation answers it, changed by `over` (a migration's own texts). */
export const p2pLineAnswer = (over: Partial<LineAnswer> = {}): LineAnswer => ({
  name: 'maria',
  pass: '0000',
  exp_date_formatted: '22/12/2026 13:00:00',
  links_franchise: '<p>APP: Play</p>',
  message: 'Usuário criado com sucesso!',
  ...over,
});

/** A line of 'Vencimentos' that expires today, at 23:59:59 in São Paulo. */
export const expiringLine = (id: number, username: string, whatsapp = '0', kind: ExpiringLine['kind'] = 'iptv'): ExpiringLine => ({
  id,
  kind,
  username,
  password: 'senha1',
  owner: 'joao',
  package: 'Completo',
  test: false,
  exp_at: endOfDay(Date.now()),
  exp_date_formatted: formatDateTime(endOfDay(Date.now())),
  whatsapp,
  reminded_at_formatted: null,
});

/** An account's WhatsApp Cloud API, verified. */
export const whatsappConfigured = (autoDays = 0): WhatsappConfigAnswer => ({
  config: {
    phone_number_id: '109876543210987',
    token_masked: '••••••••wxyz',
    template_name: 'lembrete_vencimento',
    template_language: 'pt_BR',
    auto_days: autoDays,
    portal_url: '',
    display_phone_number: '+55 11 4000-1000',
    verified_at_formatted: '25/11/2026 10:00:00',
  },
});
