// The token lives in the OS keychain (@napi-rs/keyring); where no keychain works it stays in memory
// only, and the user logs in again after a restart. The keychain is asked once per server (its
// calls may block on a system prompt, so they run off the main thread); every API call after that
// reads the token from memory.
import { AsyncEntry } from '@napi-rs/keyring';

const SERVICE = 'painel-revenda';

/** The part of a keychain entry the vault uses. */
export interface KeychainEntry {
  getPassword(): Promise<string | undefined | null>;
  setPassword(password: string): Promise<void>;
  deleteCredential(): Promise<boolean>;
}

export interface TokenVault {
  get(server: string): Promise<string | null>;
  set(server: string, token: string): Promise<void>;
  clear(server: string): Promise<void>;
  /** 'keychain' or 'memory', for the log line at start. */
  readonly kind: 'keychain' | 'memory';
}

export function createTokenVault(makeEntry: (service: string, account: string) => KeychainEntry = (s, a) => new AsyncEntry(s, a)): TokenVault {
  /** What the vault knows per server: the token, or null for "none". Filled from the keychain once. */
  const known = new Map<string, string | null>();
  let keychain = true;

  async function withKeychain(server: string, use: (entry: KeychainEntry) => Promise<unknown>): Promise<void> {
    if (!keychain) return;
    try {
      await use(makeEntry(SERVICE, server));
    } catch {
      keychain = false;
      console.warn('Chaveiro do sistema indisponível: o token fica só na memória desta sessão.');
    }
  }

  return {
    get kind() {
      return keychain ? 'keychain' : 'memory';
    },
    async get(server) {
      if (!known.has(server)) {
        let stored: string | null = null;
        await withKeychain(server, async (e) => (stored = (await e.getPassword()) ?? null));
        // A set() that ran while the keychain answered wins over what it read.
        if (!known.has(server)) known.set(server, stored);
      }
      return known.get(server) ?? null;
    },
    async set(server, token) {
      known.set(server, token);
      await withKeychain(server, (e) => e.setPassword(token));
    },
    async clear(server) {
      known.set(server, null);
      await withKeychain(server, (e) => e.deleteCredential());
    },
  };
}
