// The web shell: the renderer built for the browser, served by the server at the spec's paths.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

export default defineConfig({
  root: resolve(import.meta.dirname, 'src/renderer'),
  publicDir: resolve(import.meta.dirname, 'resources/public'),
  base: '/',
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, 'out/web'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/s/': 'http://127.0.0.1:3000' },
  },
});
