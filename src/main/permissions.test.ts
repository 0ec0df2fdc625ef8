// Web permissions (issue 33): the app's own pages get notifications and clipboard writes; every other
// permission, and any permission asked by another origin, is refused and logged once.
import { describe, expect, it, vi } from 'vitest';
import { electronFake, FakeSession } from './test/electron-fake';

vi.mock('electron', () => electronFake);

const { guardPermissions } = await import('./permissions');

function guarded(origin = 'app://panel') {
  const session = new FakeSession();
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  guardPermissions(session as never, origin, log);
  const request = (permission: string, requestingUrl: string) => {
    let granted: boolean | undefined;
    session.onRequest!({}, permission, (g) => (granted = g), { requestingUrl });
    return granted;
  };
  const check = (permission: string, requestingOrigin: string) => session.onCheck!({}, permission, requestingOrigin);
  return { request, check, log };
}

describe('permission handlers', () => {
  it("grant the app's pages notifications and clipboard writes, in requests and checks", () => {
    const { request, check, log } = guarded();
    expect(request('notifications', 'app://panel/ticket/12')).toBe(true);
    expect(request('clipboard-sanitized-write', 'app://panel/users-iptv')).toBe(true);
    expect(check('notifications', 'app://panel')).toBe(true);
    expect(check('clipboard-sanitized-write', 'app://panel')).toBe(true);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('refuse everything else, and anything asked by another origin, logged once per permission and origin', () => {
    const { request, check, log } = guarded();
    for (const permission of ['media', 'geolocation', 'clipboard-read', 'openExternal', 'fullscreen', 'midi', 'hid', 'usb', 'serial'])
      expect(request(permission, 'app://panel/dashboard'), permission).toBe(false);
    expect(check('media', 'app://panel')).toBe(false);
    expect(request('notifications', 'https://evil.example/page')).toBe(false);
    expect(request('notifications', 'https://evil.example/other')).toBe(false);
    expect(check('clipboard-sanitized-write', 'app://panel.evil')).toBe(false);
    expect(check('notifications', '')).toBe(false);
    expect(log.warn.mock.calls.map(([line]) => line)).toEqual([
      'Permissão recusada: media, pedida por app://panel',
      'Permissão recusada: geolocation, pedida por app://panel',
      'Permissão recusada: clipboard-read, pedida por app://panel',
      'Permissão recusada: openExternal, pedida por app://panel',
      'Permissão recusada: fullscreen, pedida por app://panel',
      'Permissão recusada: midi, pedida por app://panel',
      'Permissão recusada: hid, pedida por app://panel',
      'Permissão recusada: usb, pedida por app://panel',
      'Permissão recusada: serial, pedida por app://panel',
      'Permissão recusada: notifications, pedida por https://evil.example',
      'Permissão recusada: clipboard-sanitized-write, pedida por app://panel.evil',
      'Permissão recusada: notifications, pedida por origem desconhecida',
    ]);
  });

  it("under electron-vite dev, the dev server's pages are the app's", () => {
    const { request } = guarded('http://localhost:5173');
    expect(request('notifications', 'http://localhost:5173/dashboard')).toBe(true);
    expect(request('notifications', 'app://panel/dashboard')).toBe(false);
  });
});
