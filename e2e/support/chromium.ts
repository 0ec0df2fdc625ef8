// Debian's Chromium as the E2E run and the first-load bench launch it (CHROMIUM_PATH names another):
// no sandbox (containers) or GPU, and none of the browser's own background traffic.
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
