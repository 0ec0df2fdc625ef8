// The token lives in the OS keychain (@napi-rs/keyring); where no keychain works it stays in memory
// only, and the user logs in again after a restart.
import { Entry } from '@napi-rs/keyring';

const SERVICE = 'painel-revenda';

export interface TokenVault {
  get(server: string): string | null;
  set(server: string, token: string): void;
  clear(server: string): void;
  /** 'keychain' or 'memory', for the log line at start. */
  readonly kind: 'keychain' | 'memory';
}

export function createTokenVault(makeEntry: (service: string, account: string) => Pick<Entry, 'getPassword' | 'setPassword' | 'deletePassword'> = (s, a) => new Entry(s, a)): TokenVault {
  const memory = new Map<string, string>();
  let keychain = true;
  const withKeychain = <T>(server: string, use: (entry: Pick<Entry, 'getPassword' | 'setPassword' | 'deletePassword'>) => T, fallback: () => T): T => {
    if (!keychain) return fallback();
    try {
      return use(makeEntry(SERVICE, server));
    } catch {
      keychain = false;
      console.warn('Chaveiro do sistema indisponível: o token fica só na memória desta sessão.');
      return fallback();
    }
  };
  return {
    get kind() {
      return keychain ? 'keychain' : 'memory';
    },
    get: (server) => withKeychain(server, (e) => e.getPassword() ?? null, () => memory.get(server) ?? null),
    set: (server, token) => withKeychain(server, (e) => e.setPassword(token), () => void memory.set(server, token)),
    clear: (server) =>
      withKeychain(
        server,
        (e) => void e.deletePassword(),
        () => void memory.delete(server),
      ),
  };
}
