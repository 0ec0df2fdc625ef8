import { describe, expect, it } from 'vitest';
import { htmlToText, migrationText, renewalText, welcomeText } from './copy-messages';

const iptv = {
  username: 'joao123',
  password: 's3nha',
  exp_date_formatted: '22/12/2026 13:00:00',
  M3U8: 'http://dns.example/get.php?username=joao123&password=s3nha&type=m3u_plus&output=mpegts',
  short_M3U8: 'http://painel.example/s/abc',
  M3U8_2: 'http://dns.example/get.php?username=joao123&password=s3nha&type=m3u_plus&output=hls',
  SSIPTV_M3U8: 'http://dns.example/ssiptv/joao123',
  DNS_SMARTER: 'http://dns.example',
};

describe('copy texts', () => {
  it('official "Copy": greeting, credentials, links, APROVEITE! and no trial line', () => {
    const text = welcomeText(iptv);
    expect(text.split('\n')).toEqual([
      'Seja bem-vindo!',
      '',
      'USUÁRIO: joao123',
      'SENHA: s3nha',
      'VENCIMENTO: 22/12/2026 13:00:00',
      '',
      'M3U8: http://painel.example/s/abc',
      `M3U8 HLS: ${iptv.M3U8_2}`,
      `SSIPTV: ${iptv.SSIPTV_M3U8}`,
      'SMARTERS PLAYER (DNS): http://dns.example',
      '',
      'APROVEITE!',
    ]);
    expect(text).not.toContain('TESTE');
  });

  it('"Copy Simple" leaves the links out', () => {
    const text = welcomeText(iptv, { simple: true });
    expect(text).toContain('USUÁRIO: joao123');
    expect(text).not.toContain('http');
    expect(text.endsWith('APROVEITE!')).toBe(true);
  });

  it('trials state their hours; new P2P tests always 6', () => {
    expect(welcomeText({ ...iptv, is_trial: true, test_hours: 2 })).toContain('SEU TESTE É VÁLIDO POR 2 HORAS');
    const p2p = { name: 'maria', pass: '0000', exp_date_formatted: '22/11/2026 19:00:00', is_trial: true, test_hours: 1 };
    const text = welcomeText(p2p, { testHours: 6, simple: true });
    expect(text).toContain('USUÁRIO: maria');
    expect(text).toContain('SENHA: 0000');
    expect(text).toContain('SEU TESTE É VÁLIDO POR 6 HORAS');
  });

  it('P2P links come from the franchise HTML as plain lines', () => {
    const text = welcomeText({ name: 'ana', pass: 'x', exp_date_formatted: 'd', links_franchise: '<p>APP: <b>Play&amp;Go</b></p><br>Código: 123' });
    expect(text).toContain('APP: Play&Go\nCódigo: 123');
    expect(text).not.toMatch(/<|>/);
  });

  it('htmlToText drops empty lines', () => {
    expect(htmlToText('<div>a</div>\n\n<div> b </div>')).toBe('a\nb');
  });

  it('renewal receipt: user, password and the new expiry', () => {
    const text = renewalText({ username: 'joao123', password: 's3nha', exp_date_formatted: '21/01/2027 13:00:00' });
    expect(text).toContain('USUÁRIO: joao123\nSENHA: s3nha\nVENCIMENTO: 21/01/2027 13:00:00');
  });

  it('migration result: new credentials with links and never a trial line', () => {
    const text = migrationText({ name: 'novo', pass: 'p', exp_date_formatted: 'd', links_franchise: 'Link X', is_trial: true, test_hours: 6 });
    expect(text).toContain('USUÁRIO: novo');
    expect(text).toContain('Link X');
    expect(text).not.toContain('TESTE');
  });
});
