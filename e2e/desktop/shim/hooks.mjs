// Node module hooks: `electron` resolves to the stand-in; `@napi-rs/keyring` to the file-backed
// keychain when the test names a file for it.
const shim = (name) => new URL(`./${name}.mjs`, import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'electron') return { url: shim('electron'), shortCircuit: true };
  if (specifier === '@napi-rs/keyring' && process.env.PAINEL_KEYRING_FILE) return { url: shim('keyring'), shortCircuit: true };
  return next(specifier, context);
}
