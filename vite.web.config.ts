// The web shell: the renderer built for the browser, served by the server at the spec's paths.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

/**
 * Each script and style also as `.br`, at brotli's best quality, which the server sends to browsers that
 * take brotli (src/server/web.ts): about an eighth fewer bytes than gzip on every first load (issue 21),
 * and none of brotli's cost at request time.
 */
function precompress(): Plugin {
  const compress = promisify(brotliCompress);
  return {
    name: 'precompress-brotli',
    apply: 'build',
    async writeBundle({ dir = '' }, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(js|css)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(resolve(dir, file));
          const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length };
          await writeFile(resolve(dir, `${file}.br`), await compress(data, { params }));
        }),
      );
    },
  };
}

export default defineConfig({
  root: resolve(import.meta.dirname, 'src/renderer'),
  publicDir: resolve(import.meta.dirname, 'resources/public'),
  base: '/',
  plugins: [react(), precompress()],
  build: {
    outDir: resolve(import.meta.dirname, 'out/web'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    // Tiny chunks (an icon, a hook) merged into larger ones where that changes nothing that runs: each file
    // costs its own request, gzip header and import glue; a list screen pulled ~60 (issue 21's budget).
    rollupOptions: { output: { experimentalMinChunkSize: 20_000 } },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/s/': 'http://127.0.0.1:3000' },
  },
});
