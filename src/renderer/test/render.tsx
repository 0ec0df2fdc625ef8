// Renders the whole app on the fake platform at a path, the way a user would meet it.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { App } from '../app/App';
import { setPlatform } from '../platform';
import { createFakePlatform, type FakePlatform } from '../platform/fake';
import type { DashboardResponse, ProfileResponse } from '../../shared/account/schemas';
import { CALLS, callFor, pathOf } from '../../shared/calls';
import type { Call } from '../../shared/rules';
import type { ApiRequest } from '../../shared/platform';

/**
 * The fake platform's key of a call of the table (the fake answers `METHOD path`):
 * `route(CALLS.profile)` is 'GET' and the profile's path; `route(CALLS.iptvAction, { id: 5 })` is 'PUT' and that line's path.
 */
export const route = (call: Call, params?: Parameters<typeof pathOf>[1]) => `${call.method} ${pathOf(call, params)}`;

/**
 * A line list as the screens ask for it (GET .../changes): this fake has no versions, so every answer is
 * the whole list (`rows`, or a handler's answer of rows); a refusal stays as it is.
 */
export const wholeList = (answer: unknown[] | ((req: ApiRequest) => { status: number; data: unknown })) => (req: ApiRequest) => {
  const res = typeof answer === 'function' ? answer(req) : { status: 200, data: answer };
  return res.status >= 300 ? res : { ...res, data: { cursor: '1', full: true, rows: res.data, removed: [] } };
};

/** Whether a request the fake recorded is a call of this entry (any of its ids): `p.calls.filter(isCallTo(CALLS.createIptv))`. */
export const isCallTo = (call: Call) => (req: ApiRequest) => callFor(req.method, req.path) === call;

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

/** A list answer whose first page of 10 holds every row. */
export const onePage = <T,>(rows: T[]) => ({ rows, total: rows.length, page: 1, per_page: 10 });

/** Types `days` in the retention field `label` and saves: `days` is what `call` gets. */
export async function saveDays(platform: FakePlatform, label: string, days: number, call: Call) {
  const field = await screen.findByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, String(days));
  await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(platform.calls.find(isCallTo(call))?.body).toEqual({ days }));
}

/** Opens the select labelled `label` and picks its `option`. */
export async function pickOption(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.click(await screen.findByTitle(option));
}

/** A fake platform answering the calls every signed-in screen makes. */
export function signedInPlatform(
  profile: Partial<ProfileResponse> = {},
  dashboard: Partial<DashboardResponse> = {},
  kind: FakePlatform['kind'] = 'web',
): FakePlatform {
  return createFakePlatform(kind)
    .on(route(CALLS.branding), { host: 'localhost', title: 'Painel Revenda', favicon: '/f.svg', logo: '/l.svg', background: '/b.svg', forceLight: false })
    .on(route(CALLS.loginInfo), { ip: '10.0.0.8', botcheck: { kind: 'off' } })
    .on(route(CALLS.profile), { ...PROFILE, ...profile })
    .on(route(CALLS.dashboard), { ...DASHBOARD, ...dashboard })
    .on(route(CALLS.telegram), { telegram: '' })
    .on(route(CALLS.verify2fa), { has2fa: false })
    .on(route(CALLS.ticketBadges), { 1: 0, 2: 0 })
    .on(route(CALLS.announcements), { anuncios: [], atualizacoes: [], anunciosPortal: [] })
    .on(route(CALLS.myMessages), { data: [] });
}

/** The whole app at `path`, its sidebar and navbar included: for the tests of the shell. */
export function renderApp(path: string, platform: FakePlatform) {
  setPlatform(platform);
  return render(<App initialPath={path} motion={false} styles={false} />);
}

/** The screen at `path` with the providers it needs (store, theme, router, session), without the shell around it. */
export function renderScreen(path: string, platform: FakePlatform) {
  setPlatform(platform);
  return render(<App initialPath={path} motion={false} chrome={false} styles={false} />);
}

/** Runs `steps` on a 390 x 844 phone screen, and gives the desktop's 1024 x 768 back after them whatever happens. */
export async function onPhone(steps: () => Promise<void>) {
  const happy = (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM;
  happy.setViewport({ width: 390, height: 844 });
  try {
    await steps();
  } finally {
    happy.setViewport({ width: 1024, height: 768 });
  }
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
    .on(route(CALLS.verify2fa), () => ({ status: 200, data: { has2fa } }))
    .on(route(CALLS.enable2fa), { qr_code_url: 'data:image/png;base64,AAAA', secret: 'JBSWY3DPEHPK3PXPJBSWY3DP' })
    .on(route(CALLS.confirm2fa), () => {
      has2fa = true;
      return { status: 200, data: { message: 'ok' } };
    });
}

/** The message under a form field (its Form.Item's error), or undefined while it is not marked. */
export const fieldMessage = (field: HTMLElement) => field.closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent ?? undefined;

/** Waits until the field says `message` under it (undefined: until it is not marked); antd shows a mark a moment later. */
export const fieldSays = (field: HTMLElement, message: string | undefined) => waitFor(() => expect(fieldMessage(field)).toBe(message));

/** The dialog that opened, waited for, checked to say each of `texts` (a refused form's list under 'Atenção'). */
export async function dialogSaying(...texts: string[]) {
  const dialog = await screen.findByRole('dialog');
  for (const text of texts) expect(dialog).toHaveTextContent(text);
  return dialog;
}

/** The newest open dialog that says `text`, waited for. */
export const dialogWith = (text: string) =>
  waitFor(() => {
    const dialog = screen.getAllByRole('dialog').findLast((d) => d.textContent?.includes(text));
    if (!dialog) throw new Error(`Sem diálogo com '${text}'`);
    return dialog;
  });

/** The newest open Sim/Não (antd's confirm) titled `title`, waited for: the dialogs load with the first one shown. */
export const confirmDialog = (title: string) =>
  waitFor(() => {
    const dialog = screen.getAllByRole('dialog').findLast((d) => d.querySelector('.ant-modal-confirm-title')?.textContent === title);
    if (!dialog) throw new Error(`Sem o diálogo '${title}'`);
    return dialog;
  });

/** Answers Sim to an open `dialog` and waits for the call it makes. */
export async function sayYes(platform: FakePlatform, dialog: HTMLElement, call: Call) {
  await userEvent.click(within(dialog).getByRole('button', { name: /Sim|OK/ }));
  await waitFor(() => expect(platform.calls.some(isCallTo(call))).toBe(true));
}

/** Clicks `button` in `box`, answers Sim to the confirmation titled `title` and waits for the call it makes. */
export async function confirmAction(platform: FakePlatform, box: HTMLElement, button: string, title: string, call: Call) {
  await userEvent.click(within(box).getByRole('button', { name: button }));
  await sayYes(platform, await confirmDialog(title), call);
}
