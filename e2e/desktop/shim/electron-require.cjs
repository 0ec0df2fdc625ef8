// `require('electron')` from CommonJS (electron-updater, when main first reads its updater): the
// stand-in that main imported (electron.mjs), the same instance.
module.exports = globalThis.__electronShim;
