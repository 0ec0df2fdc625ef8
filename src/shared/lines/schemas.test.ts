import { describe, expect, it } from 'vitest';
import { createIptvBody, createP2pBody, daysFor, expiringLevel, lineLinks } from './schemas';

describe('line rules', () => {
  it('levels expiry: 2 within a day, 1 within a week, 0 beyond', () => {
    const now = 1_000_000_000_000;
    expect(expiringLevel(now + 3_600_000, now)).toBe(2);
    expect(expiringLevel(now - 1, now)).toBe(2);
    expect(expiringLevel(now + 3 * 86_400_000, now)).toBe(1);
    expect(expiringLevel(now + 8 * 86_400_000, now)).toBe(0);
  });

  it('knows the days each credit option buys', () => {
    expect([0.6, 1, 2, 3, 4, 5, 10].map(daysFor)).toEqual([15, 30, 60, 90, 120, 180, 365]);
  });

  it('builds the M3U8, HLS, SSIPTV and Smarters links on the DNS', () => {
    expect(lineLinks('http://tv.exemplo.com/', '123', 'a b')).toEqual({
      M3U8: 'http://tv.exemplo.com/get.php?username=123&password=a%20b&type=m3u_plus&output=mpegts',
      M3U8_2: 'http://tv.exemplo.com/get.php?username=123&password=a%20b&type=m3u_plus&output=hls',
      SSIPTV_M3U8: 'http://tv.exemplo.com/get.php?username=123&password=a%20b&type=ssiptv&output=mpegts',
      DNS_SMARTER: 'http://tv.exemplo.com',
    });
  });

  it('accepts only the credit options and test hours of the spec', () => {
    expect(createP2pBody.safeParse({ isOficial: true, productid: 1, credits: 1.5 }).success).toBe(false);
    expect(createP2pBody.safeParse({ isOficial: false, productid: 1, test_hours: 4 }).success).toBe(false);
    expect(createIptvBody.parse({ isOficial: '1', package: 1 })).toMatchObject({ isOficial: true, credits: 1, test_hours: 6 });
  });
});
