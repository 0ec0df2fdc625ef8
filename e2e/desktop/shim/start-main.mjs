// Starts the built main process in plain Node (run with `--import ./register.mjs`), prints, as one
// JSON line, what it did at start-up (the smoke test reads it), and stops. The main is out/main/index.js,
// or the file given as the argument (scripts/package.test.ts: the main extracted from the packed app).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { host } from './electron.mjs';

const main = process.argv[2] ? pathToFileURL(resolve(process.argv[2])) : new URL('../../../out/main/index.js', import.meta.url);
await import(main.href);
await new Promise((r) => setTimeout(r, 100));
console.log(
  JSON.stringify({
    ready: host.ready,
    quit: host.quit,
    ipc: [...host.ipc.keys()].sort(),
    protocols: [...host.protocols.keys()],
    windows: host.windows.map((w) => ({ url: w.webContents.url, webPreferences: w.options.webPreferences })),
    menu: host.menu?.template.map((m) => m.label) ?? [],
    permissions: Object.keys(host.permissions).sort(),
  }),
);
// Main keeps running, as an app does (the updater checks every few hours): the smoke test ends here.
process.exit(0);
