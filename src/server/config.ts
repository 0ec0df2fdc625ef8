// Server configuration from the environment: every value has a sane default and is checked at start.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';

export type BotCheck = { kind: 'pow' } | { kind: 'turnstile'; siteKey: string; secret: string } | { kind: 'off' };
/** Where IPTV lines are provisioned: the panel itself, or an Xtream-Codes-compatible (XUI.one) admin API. */
export type LineProviderConfig = { kind: 'builtin' } | { kind: 'xtream'; url: string; apiKey: string };
export type DatabaseConfig = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  /** Key for encryption at rest (2FA secrets, provider keys). */
  secretKey: Buffer;
  adminUsername: string;
  adminPassword?: string;
  botCheck: BotCheck;
  trustProxy: boolean;
  /** Access token lifetime in seconds. */
  tokenTtl: number;
  /** Folder of the web build served at the spec's paths. */
  webDir: string;
  logLevel: string;
  lineProvider: LineProviderConfig;
}

export class ConfigError extends Error {}

/** A secret kept in the data folder: generated once on the first start, read back afterwards. */
function persistentSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = randomBytes(32).toString('hex');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

function encryptionKey(hex: string): Buffer {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new ConfigError('SECRET_KEY inválida: 64 caracteres hexadecimais (32 bytes).');
  return Buffer.from(hex, 'hex');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT inválida: "${env.PORT}" (use um número de 0 a 65535).`);
  const host = env.HOST?.trim() || '127.0.0.1';
  const dataDir = resolve(env.DATA_DIR?.trim() || './data');
  mkdirSync(dataDir, { recursive: true });

  const url = env.DATABASE_URL?.trim() ?? '';
  let database: DatabaseConfig;
  if (!url) database = { dialect: 'sqlite', file: join(dataDir, 'painel.sqlite') };
  else if (url.startsWith('file:')) {
    const path = url.slice('file:'.length);
    if (!path) throw new ConfigError('DATABASE_URL "file:" precisa de um nome de arquivo, ex.: file:painel.sqlite');
    database = { dialect: 'sqlite', file: path === ':memory:' ? path : resolve(dataDir, path) };
  } else if (/^postgres(ql)?:\/\//.test(url)) database = { dialect: 'postgres', url };
  else throw new ConfigError(`DATABASE_URL não reconhecida: use vazio, file:... (SQLite) ou postgres://... (PostgreSQL).`);

  const botKind = (env.BOT_CHECK?.trim() || 'pow').toLowerCase();
  let botCheck: BotCheck;
  if (botKind === 'pow' || botKind === 'off') botCheck = { kind: botKind };
  else if (botKind === 'turnstile') {
    const siteKey = env.TURNSTILE_SITE_KEY?.trim();
    const secret = env.TURNSTILE_SECRET?.trim();
    if (!siteKey || !secret) throw new ConfigError('BOT_CHECK=turnstile precisa de TURNSTILE_SITE_KEY e TURNSTILE_SECRET.');
    botCheck = { kind: 'turnstile', siteKey, secret };
  } else throw new ConfigError(`BOT_CHECK inválido: "${env.BOT_CHECK}" (use pow, turnstile ou off).`);

  const adminUsername = env.ADMIN_USERNAME?.trim() || 'admin';
  if (!/^[\w.@-]{3,64}$/.test(adminUsername)) throw new ConfigError('ADMIN_USERNAME inválido: de 3 a 64 letras, números, ponto, hífen, @ ou _.');
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && (adminPassword.length < 6 || /["';:]/.test(adminPassword)))
    throw new ConfigError('ADMIN_PASSWORD inválida: ao menos 6 caracteres, sem aspas, ponto e vírgula ou dois-pontos.');

  const tokenTtl = Number(env.TOKEN_TTL_SECONDS ?? 12 * 3600);
  if (!Number.isInteger(tokenTtl) || tokenTtl < 60) throw new ConfigError('TOKEN_TTL_SECONDS inválido: um número inteiro de segundos, ao menos 60.');

  const providerKind = (env.LINE_PROVIDER?.trim() || 'builtin').toLowerCase();
  let lineProvider: LineProviderConfig;
  if (providerKind === 'builtin') lineProvider = { kind: 'builtin' };
  else if (providerKind === 'xtream') {
    const providerUrl = env.LINE_PROVIDER_URL?.trim() ?? '';
    const apiKey = env.LINE_PROVIDER_KEY?.trim() ?? '';
    if (!/^https?:\/\/\S+$/.test(providerUrl) || !apiKey)
      throw new ConfigError('LINE_PROVIDER=xtream precisa de LINE_PROVIDER_URL (http://servidor/CODIGO_DE_ACESSO/) e LINE_PROVIDER_KEY.');
    lineProvider = { kind: 'xtream', url: providerUrl, apiKey };
  } else throw new ConfigError(`LINE_PROVIDER inválido: "${env.LINE_PROVIDER}" (use builtin ou xtream).`);

  return {
    port,
    host,
    dataDir,
    database,
    jwtSecret: env.JWT_SECRET?.trim() || persistentSecret(dataDir, 'jwt-secret'),
    secretKey: encryptionKey(env.SECRET_KEY?.trim() || persistentSecret(dataDir, 'secret-key')),
    adminUsername,
    adminPassword,
    botCheck,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    tokenTtl,
    webDir: resolve(env.WEB_DIR?.trim() || 'out/web'),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    lineProvider,
  };
}
