import { describe, expect, it } from 'vitest';
import { limitKey, trustworthyForwards } from './client-address';

describe('client address', () => {
  it('counts an IPv6 client by its /64 and an IPv4 one by its address', () => {
    expect(limitKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8:1:2::1')).toBe(limitKey('2001:db8:1:2:ffff::9'));
    expect(limitKey('2001:db8:1:3::1')).not.toBe(limitKey('2001:db8:1:2::1'));
    expect(limitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(limitKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('drops a forwarded entry that is not an address and all a client wrote before it', () => {
    expect(trustworthyForwards('203.0.113.9')).toBe('203.0.113.9');
    expect(trustworthyForwards('garbage')).toBeUndefined();
    expect(trustworthyForwards('garbage, 203.0.113.9')).toBe('203.0.113.9');
    expect(trustworthyForwards('198.51.100.1, 1.2, 2001:db8::1')).toBe('2001:db8::1');
  });
});
