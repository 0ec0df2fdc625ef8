// `node --import ./e2e/desktop/shim/register.mjs ...`, or imported by the bench before it loads main.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
