// The keychain behind the same interface as @napi-rs/keyring's AsyncEntry, kept in a JSON file the
// test names (PAINEL_KEYRING_FILE), so the bench never touches the machine's own keychain and can
// look at what the vault stored.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const file = () => process.env.PAINEL_KEYRING_FILE;
const load = () => (existsSync(file()) ? JSON.parse(readFileSync(file(), 'utf8')) : {});
const save = (data) => writeFileSync(file(), JSON.stringify(data));

export class AsyncEntry {
  constructor(service, account) {
    this.key = `${service}|${account}`;
  }
  async getPassword() {
    return load()[this.key] ?? null;
  }
  async setPassword(password) {
    save({ ...load(), [this.key]: password });
  }
  async deleteCredential() {
    const data = load();
    const had = this.key in data;
    delete data[this.key];
    save(data);
    return had;
  }
}
