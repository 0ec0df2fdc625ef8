import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../shared/dates';
import { filterRows, flipSort, formatDate, indexRows, normalizeText, opensUpward, pageSlice, pageWindow, sortRows, type ListConfig } from './list';

interface Row {
  id: number;
  username: string;
  password: string;
  nota: string;
  status: 'active' | 'test' | 'disabled';
  watching: boolean;
  expiring: 0 | 1 | 2;
  exp: number;
}

const config: ListConfig<Row, 'username' | 'exp'> = {
  searchable: (r) => [r.username, r.password, r.nota, formatDate(r.exp)],
  status: (r) => r.status,
  online: (r) => r.watching,
  expiring: (r) => r.expiring,
  sortKeys: { username: (r) => r.username, exp: (r) => r.exp },
};

const base = Date.UTC(2026, 10, 22, 12, 0, 0);
const STATUSES = ['active', 'test', 'disabled'] as const;
// A few thousand rows with one recognisable accented customer.
const rows: Row[] = Array.from({ length: 5000 }, (_, i) => ({
  id: i,
  username: i === 4321 ? 'João Gonçalves' : `cliente${i}`,
  password: `pw${i}`,
  nota: i % 100 === 0 ? 'Sala da Família' : '',
  status: STATUSES[i % 3],
  watching: i % 7 === 0,
  expiring: (i % 3) as 0 | 1 | 2,
  exp: base + ((i * 7919) % 5000) * 3_600_000,
}));
const indexed = indexRows(rows, config);
const all = { search: '', status: 'all', expiring: 'all' } as const;

describe('line list logic', () => {
  it('search ignores accents and case, over name, password, note and dates', () => {
    expect(normalizeText('JOÃO Gonçalves')).toBe('joao goncalves');
    expect(filterRows(indexed, config, { ...all, search: 'joao GONCALVES' }).map((r) => r.id)).toEqual([4321]);
    expect(filterRows(indexed, config, { ...all, search: 'familia' })).toHaveLength(50);
    expect(filterRows(indexed, config, { ...all, search: 'pw4999' }).map((r) => r.id)).toEqual([4999]);
    const day = formatDate(rows[10].exp).slice(0, 10);
    const byDate = filterRows(indexed, config, { ...all, search: day });
    expect(byDate.length).toBeGreaterThan(0);
    expect(byDate.every((r) => formatDate(r.exp).startsWith(day))).toBe(true);
  });

  it('status, online and expiring filters combine with the search', () => {
    expect(filterRows(indexed, config, { ...all, status: 'test' }).every((r) => r.status === 'test')).toBe(true);
    expect(filterRows(indexed, config, { ...all, status: 'online' })).toHaveLength(Math.ceil(5000 / 7));
    const both = filterRows(indexed, config, { search: 'familia', status: 'active', expiring: 2 });
    expect(both.every((r) => r.status === 'active' && r.expiring === 2 && r.nota === 'Sala da Família')).toBe(true);
  });

  it('sorts by expiry both ways, by name in pt-BR order, and filtering keeps the order', () => {
    const asc = sortRows(indexed, config, { key: 'exp', direction: 'ascend' }).map((r) => r.row.exp);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = sortRows(indexed, config, { key: 'exp', direction: 'descend' });
    expect(desc[0].row.exp).toBe(asc[asc.length - 1]);
    const filtered = filterRows(desc, config, { ...all, status: 'disabled' }).map((r) => r.exp);
    expect(filtered).toEqual([...filtered].sort((a, b) => b - a));
    const names = sortRows(indexRows([rows[2], rows[4321], rows[10]], config), config, { key: 'username', direction: 'ascend' });
    expect(names.map((r) => r.row.username)).toEqual(['cliente2', 'cliente10', 'João Gonçalves']);
  });

  it('dates read DD/MM/YYYY HH:mm:ss in São Paulo, like the shared formatter', () => {
    expect(formatDate(Date.UTC(2026, 10, 22, 3, 0, 5))).toBe('22/11/2026 00:00:05');
    for (const r of rows.slice(0, 200)) expect(formatDate(r.exp)).toBe(formatDateTime(r.exp));
    expect(formatDate(0)).toBe('');
  });

  it('an action flips the sort direction', () => {
    expect(flipSort({ key: 'exp', direction: 'ascend' })).toEqual({ key: 'exp', direction: 'descend' });
    expect(flipSort({ key: 'exp', direction: 'descend' }).direction).toBe('ascend');
  });

  it('is fast on 20 000 rows: index and sort once, a keystroke filters in a few ms', () => {
    const big = Array.from({ length: 4 }, (_, k) => rows.map((r) => ({ ...r, id: r.id + k * 5000 }))).flat();
    let t = performance.now();
    const sorted = sortRows(indexRows(big, config), config, { key: 'exp', direction: 'ascend' });
    const build = performance.now() - t;
    t = performance.now();
    for (const search of ['j', 'jo', 'joa', 'joao']) filterRows(sorted, config, { ...all, search });
    const keystrokes = (performance.now() - t) / 4;
    expect(build).toBeLessThan(1000);
    expect(keystrokes).toBeLessThan(50);
  });

  it('pages: slice, clamp, at most 10 links around the current page', () => {
    const page = pageSlice(rows, 3, 30);
    expect(page.rows[0].id).toBe(60);
    expect(page.totalPages).toBe(167);
    expect(pageSlice(rows, 999, 50).page).toBe(100);
    expect(pageWindow(1, 167)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(50, 167)).toEqual([45, 46, 47, 48, 49, 50, 51, 52, 53, 54]);
    expect(pageWindow(167, 167)).toEqual([158, 159, 160, 161, 162, 163, 164, 165, 166, 167]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('the last three rows of a page open their dropdown upward', () => {
    expect([0, 6, 7, 8, 9].map((i) => opensUpward(i, 10))).toEqual([false, false, true, true, true]);
    expect(opensUpward(0, 2)).toBe(true);
  });
});
