import { describe, expect, it } from 'vitest';
import { formatMac, isMissingCode, isValidMac, linkOptions, parseMigratorExpiry, parseMigratorUrl } from './rules';

describe('line input rules', () => {
  it('MAC mask: 12 alphanumerics as colon-separated pairs, 17 characters', () => {
    // Typed: shown. Only hex digits: other letters ('zz:gh') never enter the field.
    const shown = { a1b2c3d4e5f6: 'A1:B2:C3:D4:E5:F6', 'a1-b2 c3': 'A1:B2:C3', a1b2c3d4e5f6ff99: 'A1:B2:C3:D4:E5:F6', a1b: 'A1:B', 'zz:gh:a1': 'A1' };
    for (const [typed, mac] of Object.entries(shown)) expect(formatMac(typed)).toBe(mac);
    expect(isValidMac(formatMac('a1b2c3d4e5f6'))).toBe(true);
    expect(isValidMac(formatMac('a1b2c3d4e5'))).toBe(false);
  });

  it('migrator link must carry username and password', () => {
    expect(parseMigratorUrl('http://outro.painel:8080/get.php?username=joao&password=123&type=m3u_plus')).toEqual({ username: 'joao', password: '123' });
    expect(parseMigratorUrl('http://outro.painel/get.php?username=joao')).toEqual({ error: 'Link inválido, não contém username e password' });
    expect(parseMigratorUrl('não é um link')).toEqual({ error: 'Link inválido, não contém username e password' });
  });

  it('migrator expiry is a real dd/mm/yyyy day, not in the past', () => {
    const now = Date.UTC(2026, 10, 22, 15);
    expect(parseMigratorExpiry('22/12/2026', now)).toEqual({ date: '2026-12-22' });
    expect(parseMigratorExpiry('22/11/2026', now)).toEqual({ date: '2026-11-22' });
    for (const bad of ['31/02/2027', '2026-12-22', '21/11/2026', '', '1/1/27'])
      expect(parseMigratorExpiry(bad, now)).toEqual({ error: 'Data de vencimento inválida' });
  });

  it('new P2P code: empty or 00000000 is missing', () => {
    expect(isMissingCode('')).toBe(true);
    expect(isMissingCode('00000000')).toBe(true);
    expect(isMissingCode(' 12345678 ')).toBe(false);
  });

  it('links options in the spec order, X-CLOUD last and only when enabled', () => {
    const order = ['COMPLETO', 'M3U8', 'SMARTERS PLAYER', 'STB', 'SSIPTV', 'ANDROID', 'WEB PLAYER'];
    expect(linkOptions(false).map((o) => o.label)).toEqual(order);
    expect(linkOptions(true).map((o) => o.label)).toEqual([...order, 'X-CLOUD']);
  });
});

describe('what a line action refreshes', () => {
  it('its own list, the target list on a migration, the balance when it spends, nothing for the links', async () => {
    const { lineActionTags } = await import('./api');
    expect(lineActionTags('p2p', { action: 4, nota: 'x' })).toEqual(['LinesP2p', 'Dashboard']);
    expect(lineActionTags('iptv', { action: 9, productid: 9 })).toEqual(['LinesIptv', 'LinesP2p', 'Dashboard']);
    expect(lineActionTags('new_p2p', { action: 1, credits: 1 })).toEqual(['LinesNewP2p', 'Dashboard', 'Profile']);
    expect(lineActionTags('iptv', { action: 8 })).toEqual([]);
  });
});
