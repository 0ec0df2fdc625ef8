// The built app as its users expect it (issue 33), over the real main process: a crashed window is
// said in pt-BR and reloaded, with the cause in the log file; the pages hold only the permissions main
// grants; 'Ajuda' opens the logs folder and copies what a support ticket needs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, SERVER_URL, test } from './bench';

const mainLog = (userData: string) => readFileSync(join(userData, 'logs', 'main.log'), 'utf8');

test("a crashed window: main's pt-BR dialog, a reload, and the cause in the log file", async ({ desktop }) => {
  const asked: string[] = [];
  desktop.host.dialogs.message = async ({ message, buttons }) => (asked.push(message), { response: buttons.indexOf('Recarregar') });
  const [page] = desktop.pages();
  await expect(page.getByText('Seja Bem-Vindo!')).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.crash').catch(() => undefined);
  await expect.poll(() => asked).toEqual(['Esta janela do Painel Revenda parou de funcionar.']);
  await expect.poll(() => desktop.pages()[0] !== page).toBe(true);
  const [reloaded] = desktop.pages();
  await expect(reloaded).toHaveURL(desktop.url('/login'));
  await expect(reloaded.getByText('Seja Bem-Vindo!')).toBeVisible();
  expect(mainLog(desktop.userData)).toContain('A página de app://panel/login parou: crashed');
});

test('the pages hold notifications and clipboard writes, nothing else; each refusal logged once', async ({ desktop }) => {
  const [page] = desktop.pages();
  await expect(page.getByText('Seja Bem-Vindo!')).toBeVisible();
  const held = await page.evaluate(async () => ({
    notifications: Notification.permission,
    write: await navigator.clipboard.writeText('Painel Revenda').then(
      () => 'copiado',
      (error: Error) => error.name,
    ),
    geolocation: (await navigator.permissions.query({ name: 'geolocation' })).state,
    read: await navigator.clipboard.readText().then(
      () => 'lido',
      (error: Error) => error.name,
    ),
  }));
  expect(held).toMatchObject({ notifications: 'granted', write: 'copiado', read: 'NotAllowedError' });
  expect(held.geolocation).not.toBe('granted');
  // Asked again by another page of the app: refused again, not logged again.
  expect(desktop.host.permissions.check!(null, 'geolocation', 'app://panel')).toBe(false);
  const refusals = mainLog(desktop.userData)
    .split('\n')
    .filter((line) => line.includes('Permissão recusada: geolocation'));
  expect(refusals).toHaveLength(1);
});

test("'Ajuda' opens the logs folder and copies the version, the system and the server", async ({ desktop }) => {
  await expect(desktop.pages()[0].getByText('Seja Bem-Vindo!')).toBeVisible();
  desktop.clickMenu('Ajuda', 'Abrir pasta de logs');
  expect(desktop.host.openedPaths).toEqual([join(desktop.userData, 'logs')]);
  desktop.clickMenu('Ajuda', 'Copiar informações do sistema');
  expect(desktop.host.clipboard).toHaveLength(1);
  expect(desktop.host.clipboard[0]).toContain('Painel Revenda 0.0.0-test\nSistema: ');
  expect(desktop.host.clipboard[0]).toContain(`Servidor: ${SERVER_URL}\nPasta de logs: ${join(desktop.userData, 'logs')}`);
  expect(mainLog(desktop.userData)).toContain('Painel Revenda 0.0.0-test iniciado');
});
