// `node --import ./e2e/desktop/shim/register.mjs ...`, or imported by the bench before it loads main.
import { registerHooks } from 'node:module';
import { resolve } from './hooks.mjs';

registerHooks({ resolve });
