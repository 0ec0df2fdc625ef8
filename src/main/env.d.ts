// electron-vite's module suffixes (`?nodeWorker`) and ELECTRON_RENDERER_URL, for main's code.
/// <reference types="electron-vite/node" />
