// Node module hooks, run in the thread for `import` and `require` alike: `electron` resolves to the
// stand-in (a `require` from CommonJS, electron-updater's, to the same instance main imported);
// `@napi-rs/keyring` to the file-backed keychain when the test names a file for it.
const shim = (name) => new URL(`./${name}`, import.meta.url).href;

export function resolve(specifier, context, next) {
  if (specifier === 'electron') return { url: shim(context.conditions.includes('require') ? 'electron-require.cjs' : 'electron.mjs'), shortCircuit: true };
  if (specifier === '@napi-rs/keyring' && process.env.PAINEL_KEYRING_FILE) return { url: shim('keyring.mjs'), shortCircuit: true };
  return next(specifier, context);
}
