// Lines as the lists receive them, for the UI tests: a valid row of each kind, changed by `over`.
import type { IptvLine, P2pLine } from '../../shared/lines';

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
