// Renders the whole app on the fake platform at a path, the way a user would meet it.
import { render } from '@testing-library/react';
import { App } from '../app/App';
import { setPlatform } from '../platform';
import { createFakePlatform, type FakePlatform } from '../platform/fake';
import type { DashboardResponse, ProfileResponse } from '../../shared/api';

export const PROFILE: ProfileResponse = {
  id: 7,
  username: 'joao',
  profile: 'reseller',
  is_master: 0,
  sub_resellers: 0,
  id_franchise: 1,
  owner_id: 1,
  credits: 12.5,
  permissions: [],
  has2fa: false,
  settings: { tests: 1, test_iptv: 1, iptv: 1, p2p: 1, n_p2p: 1, login: 1, ticket: 1 },
};

export const DASHBOARD: DashboardResponse = {
  total_resellers: 4,
  total_resellers_under: 2,
  childrens: { iptv_actives: 10, p2p_actives: 5, iptv_expired: 1, p2p_expired: 0, total_tests_iptv: 3, total_tests_p2p: 2 },
  users_iptv: 3,
  users_p2p: 1,
  expiring_iptv: 2,
  expiring_p2p: 0,
  credits: 12.5,
  tickets: 6,
  new_message: 0,
  generate_tests: 1,
  iptv_tests: 4,
  p2p_tests: 1,
  total_new_users: 9,
  created_users: 3,
  next_goal: 50,
};

/** A fake platform answering the calls every signed-in screen makes. */
export function signedInPlatform(profile: Partial<ProfileResponse> = {}, dashboard: Partial<DashboardResponse> = {}, kind: FakePlatform['kind'] = 'web'): FakePlatform {
  return createFakePlatform(kind)
    .on('GET /api/branding', { host: 'localhost', title: 'Painel Revenda', favicon: '/f.svg', logo: '/l.svg', background: '/b.svg', forceLight: false })
    .on('GET /api/login-info', { ip: '10.0.0.8', botcheck: { kind: 'off' } })
    .on('GET /api/get-profile', { ...PROFILE, ...profile })
    .on('GET /api/dash-reseller', { ...DASHBOARD, ...dashboard })
    .on('GET /api/get-telegram', { telegram: '' })
    .on('POST /api/verify2fa', { has2fa: false })
    .on('GET /api/ticket-badges', { 1: 0, 2: 0 })
    .on('GET /api/anuncios', { anuncios: [], atualizacoes: [], anunciosPortal: [] })
    .on('GET /api/my-messages', { data: [] });
}

export function renderApp(path: string, platform: FakePlatform) {
  setPlatform(platform);
  return render(<App initialPath={path} motion={false} />);
}

export function signIn(id = PROFILE.id, name = PROFILE.username) {
  localStorage.setItem('user_id', String(id));
  localStorage.setItem('name', name);
}

/**
 * A platform whose account has no 2FA until it confirms one on /me: verify2fa answers the current state,
 * enable2fa a QR code and secret, confirmConfig2fa turns it on.
 */
export function withTwofaSetup(platform: FakePlatform): FakePlatform {
  let has2fa = false;
  return platform
    .on('POST /api/verify2fa', () => ({ status: 200, data: { has2fa } }))
    .on('POST /api/enable2fa', { qr_code_url: 'data:image/png;base64,AAAA', secret: 'JBSWY3DPEHPK3PXPJBSWY3DP' })
    .on('POST /api/confirmConfig2fa', () => {
      has2fa = true;
      return { status: 200, data: { message: 'ok' } };
    });
}
