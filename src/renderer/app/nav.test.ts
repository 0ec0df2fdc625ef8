import { describe, expect, it } from 'vitest';
import { CALLS } from '../../shared/calls';
import { PERMISSION_INFO } from '../../shared/rules';
import { PERMISSIONS } from '../../shared/domain';
import { isExternal, mayCall, SCREENS, sidebarScreens, type Screen, type Viewer } from './nav';

const viewer = (over: Partial<Viewer> = {}): Viewer => ({
  profile: 'reseller',
  is_master: 0,
  sub_resellers: 0,
  permissions: [],
  settings: { tests: 1, test_iptv: 1, iptv: 1, p2p: 1, n_p2p: 1, login: 1, ticket: 1 },
  ...over,
});

const screen = (path: string, visible: Screen['visible'], inSidebar = true) => ({
  path,
  label: path,
  icon: 'TeamOutlined' as const,
  page: null as never,
  inSidebar,
  visible,
});

describe('sidebar visibility (spec section 6)', () => {
  const screens = [
    screen('/dashboard', () => true),
    screen('/users-iptv', mayCall(CALLS.iptvLines)),
    screen('/extract', mayCall(CALLS.extract)),
    screen('/new-users-p2p', mayCall(CALLS.newP2pLines)),
    screen('/hidden', () => true, false),
  ];

  it('shows IPTV screens only while the iptv flag is on', () => {
    expect(sidebarScreens(viewer(), screens).map((s) => s.path)).toContain('/users-iptv');
    expect(sidebarScreens(viewer({ settings: { ...viewer().settings, iptv: 0 } }), screens).map((s) => s.path)).not.toContain('/users-iptv');
  });

  it('keeps non-admin items from the admin, and gives the admin every permission', () => {
    const admin = sidebarScreens(viewer({ profile: 'admin' }), screens).map((s) => s.path);
    expect(admin).not.toContain('/extract');
    expect(admin).toContain('/new-users-p2p');
  });

  it('shows permission items only to accounts that have the permission', () => {
    expect(sidebarScreens(viewer(), screens).map((s) => s.path)).not.toContain('/new-users-p2p');
    expect(sidebarScreens(viewer({ permissions: ['new_p2p'] }), screens).map((s) => s.path)).toContain('/new-users-p2p');
  });

  it('never lists screens reached only by links', () => {
    expect(sidebarScreens(viewer({ profile: 'admin' }), screens).map((s) => s.path)).not.toContain('/hidden');
  });

  it('treats https links as external', () => {
    expect(isExternal('https://t.me/x')).toBe(true);
    expect(isExternal('/dashboard')).toBe(false);
    expect(isExternal('http://x')).toBe(false);
  });
});

describe('the screen registry', () => {
  const paths = (v: Viewer) => sidebarScreens(v).map((s) => s.path);

  it('gives a plain reseller the statement but not the network screens', () => {
    expect(paths(viewer())).toContain('/extract');
    expect(paths(viewer())).not.toContain('/reseller');
  });

  it('gives masters and the admin the network screens, and keeps the statement from the admin', () => {
    expect(paths(viewer({ is_master: 1 }))).toEqual(expect.arrayContaining(['/reseller', '/list-resellers']));
    expect(paths(viewer({ profile: 'admin' }))).toEqual(expect.arrayContaining(['/reseller', '/list-resellers']));
    expect(paths(viewer({ profile: 'admin' }))).not.toContain('/extract');
  });

  it('has one entry per path', () => {
    expect(new Set(SCREENS.map((s) => s.path)).size).toBe(SCREENS.length);
  });
});

describe('infrastructure menu items (spec section 6, issue 10)', () => {
  const INFRA = ['/balancer', '/dns', '/dns-collector', '/view-duplicates', '/dns-settings', '/dns-activator'];
  const paths = (v: Viewer) =>
    sidebarScreens(v)
      .map((s) => s.path)
      .filter((p) => INFRA.includes(p));

  it('gives the admin all of them, the balancer only with the iptv flag', () => {
    expect(paths(viewer({ profile: 'admin' })).sort()).toEqual([...INFRA].sort());
    expect(paths(viewer({ profile: 'admin', settings: { ...viewer().settings, iptv: 0 } }))).not.toContain('/balancer');
  });

  it('gives a reseller DNS premium and activators only with their permissions', () => {
    expect(paths(viewer())).toEqual([]);
    expect(paths(viewer({ is_master: 1 }))).toEqual([]);
    expect(paths(viewer({ permissions: ['dns_premium'] }))).toEqual(['/dns-settings']);
    expect(paths(viewer({ permissions: ['dns_activators'] }))).toEqual(['/dns-activator']);
  });
});

describe('screens follow the rules of their calls (issue 20)', () => {
  const paths = (v: Viewer) => sidebarScreens(v).map((s) => s.path);

  it('hides Tickets from a reseller while the ticket flag is off, never from the admin', () => {
    expect(paths(viewer())).toContain('/ticket');
    expect(paths(viewer({ settings: { ...viewer().settings, ticket: 0 } }))).not.toContain('/ticket');
    expect(paths(viewer({ profile: 'admin', settings: { ...viewer().settings, ticket: 0 } }))).toContain('/ticket');
  });

  it('gives an account that owns sub-resellers its network list, but not the registration (masters and the admin)', () => {
    expect(paths(viewer({ sub_resellers: 2 }))).toContain('/list-resellers');
    expect(paths(viewer({ sub_resellers: 2 }))).not.toContain('/reseller');
  });

  it("keeps the IPTV screens for the admin when the iptv flag is off (it binds non-admins), but not the admin's balancer", () => {
    const off = viewer({ profile: 'admin', settings: { ...viewer().settings, iptv: 0 } });
    expect(paths(off)).toEqual(expect.arrayContaining(['/users-iptv', '/user-iptv']));
    expect(paths(off)).not.toContain('/balancer');
  });

  it('opens the new P2P screens with new_p2p and the n_p2p flag together', () => {
    expect(paths(viewer({ permissions: ['new_p2p'] }))).toEqual(expect.arrayContaining(['/new-user-p2p', '/new-users-p2p']));
    expect(paths(viewer({ permissions: ['new_p2p'], settings: { ...viewer().settings, n_p2p: 0 } }))).not.toContain('/new-users-p2p');
  });
});

describe('permission names (issue 26)', () => {
  it('names each permission as the menu names the screens it opens', () => {
    const labels = (v: Viewer) => new Set(sidebarScreens(v).map((s) => s.label));
    const without = labels(viewer());
    for (const permission of PERMISSIONS) {
      const opened = [...labels(viewer({ permissions: [permission] }))].filter((label) => !without.has(label));
      for (const label of opened) expect(label).toContain(PERMISSION_INFO[permission].label);
    }
    expect(PERMISSION_INFO.dns_activators.label).toBe('Ativadores DNS');
    expect(PERMISSION_INFO.todays_games.label).toBe('Jogos de Hoje');
  });
});
