// The desktop app: main (owns HTTP, keychain, windows, exports), preload (one CommonJS file the
// sandbox can load) and the same renderer as the web shell.
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

export default defineConfig({
  main: {
    build: {
      // Every pure-JS package main uses goes into the bundle; only the keychain binding stays a package
      // (its N-API binary is per system), so the installer carries node_modules/@napi-rs/keyring* alone
      // (electron-builder.yml's files).
      externalizeDeps: false,
      outDir: 'out/main',
      rollupOptions: { input: resolve(import.meta.dirname, 'src/main/index.ts'), external: ['@napi-rs/keyring'] },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rollupOptions: {
        input: resolve(import.meta.dirname, 'src/preload/index.ts'),
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    publicDir: resolve(import.meta.dirname, 'resources/public'),
    // Absolute asset paths: a window on app://panel/ticket/12 must load app://panel/assets/..., not
    // app://panel/ticket/assets/... (electron-vite forces a relative base in its own 'pre' plugin).
    plugins: [react(), { name: 'absolute-base', config: () => ({ base: '/' }) }],
    build: {
      outDir: 'out/renderer',
      chunkSizeWarningLimit: 4000,
      rollupOptions: { input: resolve(import.meta.dirname, 'src/renderer/index.html') },
    },
  },
});
