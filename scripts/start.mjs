#!/usr/bin/env node
// `npm start`: builds what is missing, starts the server on the embedded default (SQLite in ./data),
// then opens the desktop app on it; where the Electron runtime is not installed, says so in one line
// and keeps serving the same UI to the browser. On a Node older than package.json asks, says what to do
// in one line and builds nothing; a server that dies on its own is said with its exit code or signal.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { unsupportedNode } from './node-version.mjs';

const oldNode = unsupportedNode(process.versions.node);
if (oldNode) {
  console.error(oldNode);
  process.exit(1);
}

const host = process.env.HOST || '127.0.0.1';
const port = process.env.PORT || '3000';
const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;

/** Builds what is missing, once: one line on screen, the build's own output in a log file. */
function buildIfMissing(file, script, what) {
  if (existsSync(file)) return;
  const log = join('out', `${script.replace(':', '-')}.log`);
  mkdirSync('out', { recursive: true });
  console.log(`Compilando ${what} (só na primeira vez, cerca de um minuto e meio). Registro em ${log}`);
  const output = openSync(log, 'w');
  const r = spawnSync('npm', ['run', script], { stdio: ['ignore', output, output] });
  closeSync(output);
  if (r.status !== 0) {
    console.error(`A compilação falhou: veja ${log}`);
    process.exit(r.status ?? 1);
  }
}

/**
 * The Electron binary when the runtime is installed. Read from the package's path.txt rather than
 * require('electron'), which would try to download the runtime.
 */
function electronBinary() {
  try {
    const dir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
    const dist = process.env.ELECTRON_OVERRIDE_DIST_PATH || join(dir, 'dist');
    const binary = join(dist, readFileSync(join(dir, 'path.txt'), 'utf8').trim());
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/api/my-ip`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  console.error(`O servidor não respondeu em ${url}.`);
  process.exit(1);
}

// WEB_DIR: a web build of its own (the server serves it from there), never rebuilt here.
if (!process.env.WEB_DIR) buildIfMissing('out/web/index.html', 'build:web', 'a interface web');
const electron = electronBinary();
if (electron) buildIfMissing('out/main/index.js', 'build:desktop', 'o app desktop');

// The quick start is a demo: its recharge portal takes payments on the demo gateway unless PAYMENTS
// says otherwise (the server says so in one loud line).
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], { stdio: 'inherit', env: { PAYMENTS: 'offline', ...process.env } });
let desktop;
let stopping = false;
/** Stops the server (and the desktop app): it closes and exits, and this launcher with it. */
const stop = (signal) => {
  stopping = true;
  desktop?.kill(signal);
  server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
// `npm start` runs this launcher under a shell that does not pass signals on: when npm is stopped the
// shell goes and this launcher is left with a new parent. Then it stops as if it had been told to.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && stop('SIGTERM'), 1000).unref();
// A server that stops on its own (a crash, a segmentation fault, a port in use) is never a success.
server.on('exit', (code, signal) => {
  if (stopping && (code === 0 || signal)) process.exit(0);
  console.error(signal ? `O servidor terminou pelo sinal ${signal}.` : `O servidor terminou com o código ${code}.`);
  process.exit(signal ? 128 + constants.signals[signal] : code || 1);
});
await waitForServer();

if (electron) {
  desktop = spawn(electron, ['.'], { stdio: 'inherit', env: { ...process.env, PAINEL_SERVER_URL: url } });
  desktop.on('exit', () => stop('SIGTERM'));
} else {
  console.log(`Runtime do Electron não instalado nesta máquina: abra a mesma interface no navegador em ${url}/login`);
}
