// What a browser downloads before a screen shows, on a fresh cache: the compressed bytes of the
// JavaScript and CSS of the web shell (out/web, built if missing), in Debian's Chromium, as a phone on
// a slow network would wait for them. Each screen has its budget (issue 21).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM } from '../../e2e/support/chromium';
import { BENCH_ADMIN_PASSWORD, goal, withBenchServer } from './support';

/** The screens measured, what shows when each is ready, and its budget in KB of compressed JS and CSS. */
const SCREENS = [
  { path: '/login', ready: (page: Page) => page.getByRole('button', { name: 'Logar' }), budgetKb: 200, signedIn: false },
  { path: '/dashboard', ready: (page: Page) => page.getByRole('heading', { name: 'Dashboard' }), budgetKb: 350, signedIn: true },
  { path: '/users-iptv', ready: (page: Page) => page.getByRole('heading', { name: 'Listagem de Usuários IPTV' }), budgetKb: 350, signedIn: true },
  { path: '/list-resellers', ready: (page: Page) => page.getByRole('heading', { name: 'Revendas' }), budgetKb: 350, signedIn: true },
] as const;

/** The compressed bytes of scripts and styles a fresh page downloads until `ready` shows. */
async function firstLoad(
  browser: Browser,
  url: string,
  ready: (page: Page) => ReturnType<Page['getByRole']>,
  storageState?: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>,
): Promise<number> {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (!['script', 'stylesheet'].includes(request.resourceType())) return;
    // BENCH_VERBOSE=1: each file, to see what a screen pulls in.
    sizes.push(
      request
        .sizes()
        .then((s) => (process.env.BENCH_VERBOSE && console.log(`    ${(s.responseBodySize / 1024).toFixed(0)} KB ${request.url()}`), s.responseBodySize)),
    );
  });
  await page.goto(url);
  await ready(page).first().waitFor({ timeout: 30_000 });
  // What the screen asked for while it drew (the live event stream stays open: no 'networkidle').
  await page.waitForTimeout(500);
  const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  await context.close();
  return total;
}

export async function firstLoadBenchmark(): Promise<void> {
  if (!existsSync('out/web/index.html') && spawnSync('npm', ['run', 'build:web'], { stdio: 'inherit' }).status !== 0) throw new Error('build:web falhou');
  const { executablePath } = CHROMIUM;
  if (!existsSync(executablePath)) {
    console.log(`\nPrimeira carga: Chromium não encontrado em ${executablePath}; não medida.`);
    return;
  }
  await withBenchServer(
    undefined,
    async () => ({ username: 'admin', password: BENCH_ADMIN_PASSWORD, what: 'o shell web (out/web), numa sessão do admin' }),
    async ({ address }) => {
      const browser = await chromium.launch(CHROMIUM);
      try {
        // A signed-in session, as the login screen leaves it.
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${address}/login`);
        await page.getByLabel('Usuário', { exact: true }).fill('admin');
        await page.getByLabel('Senha', { exact: true }).fill(BENCH_ADMIN_PASSWORD);
        await page.getByRole('button', { name: 'Logar' }).click();
        await page.waitForURL(/\/dashboard$/);
        const session = await context.storageState();
        await context.close();

        console.log('  primeira carga (JS e CSS comprimidos, cache vazio):');
        for (const screen of SCREENS) {
          const bytes = await firstLoad(browser, `${address}${screen.path}`, screen.ready, screen.signedIn ? session : undefined);
          const kb = bytes / 1024;
          console.log(
            `  ${screen.path.padEnd(16)} ${kb.toFixed(1).padStart(6)} KB${goal(`primeira carga de ${screen.path}`, kb <= screen.budgetKb, `até ${screen.budgetKb} KB`)}`,
          );
        }
      } finally {
        await browser.close();
      }
    },
  );
}
