// `npm run build:server`: the server as plain JavaScript for `node out/server/index.mjs` (no TypeScript
// compiler at run time). One file per entry (the server and the restore command); the packages stay in
// node_modules (`npm ci --omit=dev` installs them). The output sits two folders below the project, as
// src/server does, so the paths it reads beside itself (resources/public) are the same.
import { build } from 'esbuild';
import { pathToFileURL } from 'node:url';

export const SERVER_ENTRIES = ['src/server/index.ts', 'src/server/restore.ts'];

export async function buildServer(outdir = 'out/server') {
  await build({
    entryPoints: SERVER_ENTRIES,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
