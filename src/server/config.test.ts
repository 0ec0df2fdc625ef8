// A wrong setting stops the server at start with a pt-BR line naming the variable and the fix.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, startupWarnings } from './config';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'painel-config-')) });

describe('configuration', () => {
  it('writes nothing for a command that only reads (the restore before its answer): no folder, no secrets', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'painel-config-')), 'nova');
    loadConfig({ DATA_DIR: dir }, { writes: false });
    expect(existsSync(dir)).toBe(false);
    loadConfig({ DATA_DIR: dir });
    expect(readdirSync(dir).sort()).toEqual(['jwt-secret', 'payments-webhook-secret', 'secret-key']);
  });

  it('defaults to the embedded SQLite and the built-in line provider', () => {
    const config = loadConfig(base());
    expect(config.database.dialect).toBe('sqlite');
    expect(config.lineProvider).toEqual({ kind: 'builtin' });
  });

  it('takes an Xtream-Codes provider only with its URL and key', () => {
    const xtream = { ...base(), LINE_PROVIDER: 'xtream', LINE_PROVIDER_URL: 'http://xui.local/acesso/', LINE_PROVIDER_KEY: 'k' };
    expect(loadConfig(xtream).lineProvider).toEqual({ kind: 'xtream', url: 'http://xui.local/acesso/', apiKey: 'k' });
    expect(() => loadConfig({ ...xtream, LINE_PROVIDER_KEY: '' })).toThrow(/LINE_PROVIDER_KEY/);
    expect(() => loadConfig({ ...xtream, LINE_PROVIDER_URL: 'xui.local' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base(), LINE_PROVIDER: 'outro' })).toThrow(/LINE_PROVIDER inválido/);
  });

  it("takes the WhatsApp Cloud API's address, and the webhook's secret and verification token only when given", () => {
    expect(loadConfig(base()).whatsapp).toEqual({ apiRoot: 'https://graph.facebook.com/v21.0', appSecret: null, verifyToken: null });
    const set = { ...base(), WHATSAPP_API_ROOT: 'http://127.0.0.1:9/v21.0/', WHATSAPP_APP_SECRET: 'segredo', WHATSAPP_VERIFY_TOKEN: 'verifica-123' };
    expect(loadConfig(set).whatsapp).toEqual({ apiRoot: 'http://127.0.0.1:9/v21.0', appSecret: 'segredo', verifyToken: 'verifica-123' });
    expect(() => loadConfig({ ...base(), WHATSAPP_API_ROOT: 'graph.facebook.com' })).toThrow(/WHATSAPP_API_ROOT inválida/);
    expect(() => loadConfig({ ...base(), WHATSAPP_VERIFY_TOKEN: 'com espaço' })).toThrow(/WHATSAPP_VERIFY_TOKEN inválido/);
  });

  it('refuses a bad port, database URL or bot check', () => {
    expect(() => loadConfig({ ...base(), PORT: 'abc' })).toThrow(/PORT inválida/);
    expect(() => loadConfig({ ...base(), DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ...base(), BOT_CHECK: 'talvez' })).toThrow(/BOT_CHECK inválido/);
  });

  it('takes the public URL from PUBLIC_URL, the own address on loopback, and none for a panel open to the network', () => {
    expect(loadConfig({ ...base(), PUBLIC_URL: 'https://painel.exemplo.com.br/' }).publicUrl).toBe('https://painel.exemplo.com.br');
    expect(loadConfig({ ...base(), PORT: '4100' }).publicUrl).toBe('http://127.0.0.1:4100');
    expect(loadConfig({ ...base(), HOST: '0.0.0.0' }).publicUrl).toBeNull();
    expect(() => loadConfig({ ...base(), PUBLIC_URL: 'painel.exemplo.com.br' })).toThrow(/PUBLIC_URL inválida/);
  });

  it('trusts X-Forwarded-For only from the proxies TRUST_PROXY names: 1 is one on this machine', () => {
    expect(loadConfig(base()).trustProxy).toEqual([]);
    expect(loadConfig({ ...base(), TRUST_PROXY: '0' }).trustProxy).toEqual([]);
    expect(loadConfig({ ...base(), TRUST_PROXY: '1' }).trustProxy).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig({ ...base(), TRUST_PROXY: ' 10.0.0.5, 10.0.1.0/24,fd00::/8 ,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['2', 'sim', '10.0.0.300', '10.0.0.0/33', '10.0.0.1/8/1', 'nginx'])
      expect(() => loadConfig({ ...base(), TRUST_PROXY: bad })).toThrow(/TRUST_PROXY inválido/);
  });

  it('gives the demo payments (offline checkout) only when PAYMENTS names them, whatever the bind address', () => {
    expect(loadConfig(base()).payments.kind).toBe('off');
    expect(loadConfig({ ...base(), HOST: '127.0.0.1', TRUST_PROXY: '1', PUBLIC_URL: 'https://painel.exemplo.com.br' }).payments.kind).toBe('off');
    expect(loadConfig({ ...base(), HOST: '0.0.0.0' }).payments.kind).toBe('off');
    expect(loadConfig({ ...base(), PAYMENTS: 'offline' }).payments.kind).toBe('offline');
    expect(startupWarnings(loadConfig({ ...base(), PAYMENTS: 'offline' }))).toEqual([expect.stringMatching(/^ATENÇÃO: PAYMENTS=offline .*sem pagar/)]);
    expect(startupWarnings(loadConfig(base()))).toEqual([]);
    expect(loadConfig({ ...base(), HOST: '0.0.0.0', PAYMENTS: 'offline' }).payments.kind).toBe('offline');
    expect(() => loadConfig({ ...base(), PAYMENTS: 'pix' })).toThrow(/PAYMENTS inválido/);
  });

  it('takes a backup remote as a folder or an S3 bucket with its keys, and refuses a bucket without them', () => {
    expect(loadConfig({ ...base(), BACKUP_REMOTE_1: '/mnt/copias' }).backup.remotes[0]).toEqual({ kind: 'folder', dir: '/mnt/copias' });
    const keys = { BACKUP_S3_ACCESS_KEY_ID: 'id', BACKUP_S3_SECRET_ACCESS_KEY: 'segredo' };
    expect(
      loadConfig({ ...base(), ...keys, BACKUP_REMOTE_2: 's3://meu-bucket/painel', BACKUP_S3_ENDPOINT: 'https://s3.exemplo.com' }).backup.remotes[1],
    ).toEqual({
      kind: 's3',
      bucket: 'meu-bucket',
      prefix: 'painel/',
      endpoint: 'https://s3.exemplo.com',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'segredo',
    });
    expect(() => loadConfig({ ...base(), BACKUP_REMOTE_1: 's3://meu-bucket' })).toThrow(/BACKUP_S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ ...base(), ...keys, BACKUP_REMOTE_1: 's3://' })).toThrow(/BACKUP_REMOTE_1 inválido/);
  });
});
