// Server configuration from the environment: every value has a sane default and is checked at start.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { isIP } from 'node:net';
import { Resolver } from 'node:dns';
import { Cron } from 'croner';

export type BotCheck = { kind: 'pow' } | { kind: 'turnstile'; siteKey: string; secret: string; verifyUrl: string } | { kind: 'off' };
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
  /**
   * The addresses of the reverse proxies in front (none: the connection's address is the client's). Only a
   * hop from one of them is believed about X-Forwarded-For: what a client writes there itself never is.
   */
  trustProxy: string[];
  /**
   * Where customers and players reach this panel (short links, and line links without a rotation
   * DNS): PUBLIC_URL, or the panel's own address when it only listens on this machine. Never taken
   * from a request's Host header. Null: not configured, and the links say so.
   */
  publicUrl: string | null;
  /** The DNS server that checks the TXT proofs of manual DNS (DNS_RESOLVER, host or host:port); null: the system's. */
  dnsResolver: string | null;
  /** Access token lifetime in seconds. */
  tokenTtl: number;
  /**
   * WEBHOOKS_ALLOW_LOCAL=1: webhooks may call this machine over plain HTTP (http://localhost, a bot
   * beside the panel, the tests). Off by default: a reseller's webhook is not a way into the server.
   */
  webhooksLocal: boolean;
  /** Folder of the web build served at the spec's paths. */
  webDir: string;
  /**
   * DESKTOP_UPDATES_DIR: the desktop app's installers and their update feeds (latest*.yml), served at
   * /desktop/ (issue 33). Null: no such folder, no downloads offered, the app finds no update.
   */
  desktopUpdatesDir: string | null;
  logLevel: string;
  /** 'text': one readable line a record (the terminal, npm start); 'json': one JSON record a line (log collectors, journald). */
  logFormat: 'text' | 'json';
  lineProvider: LineProviderConfig;
  backup: BackupConfig;
  payments: PaymentsConfig;
  registrar: RegistrarConfig;
  /** Cron (croner, São Paulo time) of the DNS jobs: auto-renewal, configuration, the collector's check; empty: none. */
  dnsCron: string;
  /**
   * The Telegram Bot API's address (TELEGRAM_API_ROOT): Telegram's own by default; a self-hosted Bot API
   * server, or the tests' and the demo's local fake, otherwise. The bot's token is set by the admin in
   * /settings (encrypted at rest), not here.
   */
  telegramApiRoot: string;
  /**
   * WhatsApp Cloud API reminders (issue 22): the Graph API's address (WHATSAPP_API_ROOT, Meta's by default;
   * the tests' local fake otherwise). Each account's number and token are set in /me (encrypted at rest).
   * `appSecret` checks the webhook's X-Hub-Signature-256 and `verifyToken` answers Meta's subscription
   * check: without them the webhook refuses everything and sends stay 'Enviado'.
   */
  whatsapp: { apiRoot: string; appSecret: string | null; verifyToken: string | null };
}

/**

 * Where DNS are bought (issue 10): the built-in offline registrar, or Porkbun's JSON API v3.
 * `target`: the address every bought DNS points to (the CDN proxy in front of the panel's servers).
 */
export type RegistrarConfig =
  | { kind: 'builtin'; target: string }
  | { kind: 'porkbun'; url: string; apiKey: string; secretKey: string; creditsPerUsd: number; target: string };

/**
 * The recharge portal's payments: the built-in offline gateway (a demo: its checkout approves without
 * money), Mercado Pago's HTTP API, or none ('off': customers cannot pay until PAYMENTS is chosen).
 */
export interface PaymentsConfig {
  kind: 'offline' | 'mercadopago' | 'off';
  apiUrl: string;
  /** The webhook signature secret (x-signature, HMAC-SHA256). */
  webhookSecret: string;
}

/** A remote copy of the backups: a folder, or a bucket of an S3-compatible storage (BACKUP_S3_*). */
export type RemoteConfig =
  | { kind: 'folder'; dir: string }
  | { kind: 's3'; bucket: string; prefix: string; endpoint?: string; region: string; accessKeyId: string; secretAccessKey: string };

/** Backups of the panel's own database: where, how many kept, when, and the two remote places. */
export interface BackupConfig {
  dir: string;
  keep: number;
  /** Cron expression (croner), São Paulo time; empty: no schedule. */
  cron: string;
  remotes: [RemoteConfig | null, RemoteConfig | null];
}

export class ConfigError extends Error {}

/** The mode of what the panel writes of its data and secrets (database, secret-key, backups): only the service user reads it. */
export const OWNER_ONLY = 0o600;

/**
 * A secret kept in the data folder: generated once on the first start, read back afterwards. `keep`
 * false (a command that only reads, such as the restore before it is confirmed): a missing one is
 * made up for this run and never written.
 */
function persistentSecret(dataDir: string, name: string, keep: boolean): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = randomBytes(32).toString('hex');
  if (keep) writeFileSync(file, value, { mode: OWNER_ONLY });
  return value;
}

/** LOG_FORMAT, or JSON where NODE_ENV=production (the systemd unit of docs/operations.md) and readable lines elsewhere. */
function logFormatOf(env: NodeJS.ProcessEnv): Config['logFormat'] {
  const format = env.LOG_FORMAT?.trim() || (env.NODE_ENV?.trim() === 'production' ? 'json' : 'text');
  if (format !== 'text' && format !== 'json') throw new ConfigError('LOG_FORMAT inválido: text (linhas legíveis) ou json (um registro JSON por linha).');
  return format;
}

function encryptionKey(hex: string): Buffer {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new ConfigError('SECRET_KEY inválida: 64 caracteres hexadecimais (32 bytes).');
  return Buffer.from(hex, 'hex');
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

function publicUrlOf(value: string | undefined, host: string, port: number): string | null {
  const url = value?.trim().replace(/\/+$/, '');
  if (url) {
    if (!/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(url)) throw new ConfigError(`PUBLIC_URL inválida: "${value}" (ex.: https://painel.exemplo.com.br).`);
    return url;
  }
  return LOOPBACK.has(host) ? `http://127.0.0.1:${port}` : null;
}

/** DNS_RESOLVER: an IP, with a port if not 53 (127.0.0.1:5353, [::1]:5353). */
function dnsResolverOf(value: string | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  try {
    new Resolver().setServers([v]);
  } catch {
    throw new ConfigError(`DNS_RESOLVER inválido: "${value}" (use um IP, com a porta se não for 53, ex.: 1.1.1.1 ou 127.0.0.1:5353).`);
  }
  return v;
}

/** A proxy on this machine (nginx or Caddy in front of Node on loopback): TRUST_PROXY=1. */
const LOCAL_PROXY = ['127.0.0.1', '::1'];
/** proxy-addr's names for whole address ranges, beside addresses and CIDRs. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: empty or 0 (no proxy), 1 or true (a proxy on this machine), or the proxies' addresses or CIDRs, comma separated. */
function trustedProxies(value: string | undefined): string[] {
  const v = value?.trim() ?? '';
  if (v === '' || v === '0' || v === 'false') return [];
  if (v === '1' || v === 'true') return LOCAL_PROXY;
  const entries = v.split(',').map((e) => e.trim());
  const valid = (e: string) => {
    const [address, bits, extra] = e.split('/');
    const family = isIP(address ?? '');
    if (extra !== undefined || (!family && !(bits === undefined && PROXY_RANGES.has(e)))) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  };
  const bad = entries.find((e) => !valid(e));
  if (bad !== undefined)
    throw new ConfigError(`TRUST_PROXY inválido: "${bad}" (use 1 para um proxy nesta máquina, ou os endereços dos proxies, ex.: 10.0.0.5,10.0.1.0/24).`);
  return entries;
}

/** `writes: false`: the configuration without creating the data folder or its secrets (see persistentSecret). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, { writes = true }: { writes?: boolean } = {}): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT inválida: "${env.PORT}" (use um número de 0 a 65535).`);
  const host = env.HOST?.trim() || '127.0.0.1';
  const dataDir = resolve(env.DATA_DIR?.trim() || './data');
  if (writes) mkdirSync(dataDir, { recursive: true });

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
    const verifyUrl = env.TURNSTILE_VERIFY_URL?.trim() || 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
    if (!/^https?:\/\/\S+$/.test(verifyUrl))
      throw new ConfigError('TURNSTILE_VERIFY_URL inválida (ex.: https://challenges.cloudflare.com/turnstile/v0/siteverify).');
    botCheck = { kind: 'turnstile', siteKey, secret, verifyUrl };
  } else throw new ConfigError(`BOT_CHECK inválido: "${env.BOT_CHECK}" (use pow, turnstile ou off).`);

  const adminUsername = env.ADMIN_USERNAME?.trim() || 'admin';
  if (!/^[\w.@-]{3,64}$/.test(adminUsername)) throw new ConfigError('ADMIN_USERNAME inválido: de 3 a 64 letras, números, ponto, hífen, @ ou _.');
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && (adminPassword.length < 6 || /["';:]/.test(adminPassword)))
    throw new ConfigError('ADMIN_PASSWORD inválida: ao menos 6 caracteres, sem aspas, ponto e vírgula ou dois-pontos.');

  const tokenTtl = Number(env.TOKEN_TTL_SECONDS ?? 12 * 3600);
  if (!Number.isInteger(tokenTtl) || tokenTtl < 60) throw new ConfigError('TOKEN_TTL_SECONDS inválido: um número inteiro de segundos, ao menos 60.');

  const publicUrl = publicUrlOf(env.PUBLIC_URL, host, port);

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

  const keep = Number(env.BACKUP_KEEP ?? 14);
  if (!Number.isInteger(keep) || keep < 1 || keep > 1000)
    throw new ConfigError(`BACKUP_KEEP inválido: "${env.BACKUP_KEEP}" (quantos backups guardar, de 1 a 1000).`);
  const cron = env.BACKUP_CRON === undefined ? '0 3 * * *' : env.BACKUP_CRON.trim();
  if (cron) {
    try {
      new Cron(cron, { paused: true, timezone: 'America/Sao_Paulo' }).stop();
    } catch {
      throw new ConfigError(`BACKUP_CRON inválido: "${env.BACKUP_CRON}" (ex.: "0 3 * * *" = todo dia às 03:00; vazio = sem agenda).`);
    }
  }
  const remote = (name: string): RemoteConfig | null => {
    const value = env[name]?.trim();
    if (!value) return null;
    const bucket = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/i.exec(value);
    if (/^s3:/i.test(value) && !bucket) throw new ConfigError(`${name} inválido: "${value}" (ex.: s3://meu-bucket/painel/).`);
    if (!bucket) return { kind: 'folder', dir: resolve(value) };
    const accessKeyId = env.BACKUP_S3_ACCESS_KEY_ID?.trim() ?? '';
    const secretAccessKey = env.BACKUP_S3_SECRET_ACCESS_KEY?.trim() ?? '';
    if (!accessKeyId || !secretAccessKey) throw new ConfigError(`${name} é um bucket S3: defina BACKUP_S3_ACCESS_KEY_ID e BACKUP_S3_SECRET_ACCESS_KEY.`);
    const endpoint = env.BACKUP_S3_ENDPOINT?.trim() || undefined;
    if (endpoint && !/^https?:\/\/\S+$/.test(endpoint))
      throw new ConfigError(`BACKUP_S3_ENDPOINT inválido: "${endpoint}" (ex.: https://s3.us-east-005.backblazeb2.com).`);
    const prefix = (bucket[2] ?? '').replace(/^\/+/, '');
    return {
      kind: 's3',
      bucket: bucket[1]!,
      prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
      endpoint,
      region: env.BACKUP_S3_REGION?.trim() || 'us-east-1',
      accessKeyId,
      secretAccessKey,
    };
  };
  const backup: BackupConfig = {
    dir: resolve(env.BACKUP_DIR?.trim() || join(dataDir, 'backups')),
    keep,
    cron,
    remotes: [remote('BACKUP_REMOTE_1'), remote('BACKUP_REMOTE_2')],
  };

  // The offline checkout approves a recharge for anyone holding its link, so it is on only when asked for
  // by name: a loopback bind says nothing (behind nginx or Caddy the panel listens on 127.0.0.1 too).
  const paymentsKind = (env.PAYMENTS?.trim() || 'off').toLowerCase();
  if (paymentsKind !== 'offline' && paymentsKind !== 'mercadopago' && paymentsKind !== 'off')
    throw new ConfigError(`PAYMENTS inválido: "${env.PAYMENTS}" (use offline, mercadopago ou off).`);
  const apiUrl = (env.MERCADO_PAGO_API_URL?.trim() || 'https://api.mercadopago.com').replace(/\/+$/, '');
  if (!/^https?:\/\/\S+$/.test(apiUrl)) throw new ConfigError('MERCADO_PAGO_API_URL inválida (ex.: https://api.mercadopago.com).');
  const webhookSecret = env.MERCADO_PAGO_WEBHOOK_SECRET?.trim() || '';
  if (paymentsKind === 'mercadopago' && !webhookSecret)
    throw new ConfigError('PAYMENTS=mercadopago precisa de MERCADO_PAGO_WEBHOOK_SECRET (a assinatura secreta dos webhooks do Mercado Pago).');
  const payments: PaymentsConfig = { kind: paymentsKind, apiUrl, webhookSecret: webhookSecret || persistentSecret(dataDir, 'payments-webhook-secret', writes) };

  const registrarKind = (env.REGISTRAR?.trim() || 'builtin').toLowerCase();
  const target = env.DNS_TARGET?.trim() || '';
  if (target && !/^(\d{1,3}(\.\d{1,3}){3}|([a-z0-9-]+\.)+[a-z0-9-]+)$/i.test(target))
    throw new ConfigError(`DNS_TARGET inválido: "${target}" (um IPv4 ou um nome, ex.: proxy.exemplo.com).`);
  let registrar: RegistrarConfig;
  if (registrarKind === 'builtin') registrar = { kind: 'builtin', target: target || new URL(publicUrl ?? 'http://127.0.0.1').hostname };
  else if (registrarKind === 'porkbun') {
    const apiKey = env.REGISTRAR_API_KEY?.trim() ?? '';
    const secretKey = env.REGISTRAR_SECRET_KEY?.trim() ?? '';
    const creditsPerUsd = Number(env.REGISTRAR_CREDITS_PER_USD ?? 1);
    const registrarUrl = (env.REGISTRAR_URL?.trim() || 'https://api.porkbun.com/api/json/v3').replace(/\/+$/, '');
    if (!apiKey || !secretKey || !target) throw new ConfigError('REGISTRAR=porkbun precisa de REGISTRAR_API_KEY, REGISTRAR_SECRET_KEY e DNS_TARGET.');
    if (!/^https?:\/\/\S+$/.test(registrarUrl)) throw new ConfigError('REGISTRAR_URL inválida (ex.: https://api.porkbun.com/api/json/v3).');
    if (!Number.isFinite(creditsPerUsd) || creditsPerUsd <= 0)
      throw new ConfigError('REGISTRAR_CREDITS_PER_USD inválido: quantos créditos vale 1 dólar (maior que zero).');
    registrar = { kind: 'porkbun', url: registrarUrl, apiKey, secretKey, creditsPerUsd, target };
  } else throw new ConfigError(`REGISTRAR inválido: "${env.REGISTRAR}" (use builtin ou porkbun).`);
  const dnsCron = env.DNS_CRON === undefined ? '*/10 * * * *' : env.DNS_CRON.trim();
  if (dnsCron) {
    try {
      new Cron(dnsCron, { paused: true, timezone: 'America/Sao_Paulo' }).stop();
    } catch {
      throw new ConfigError(`DNS_CRON inválido: "${env.DNS_CRON}" (ex.: "*/10 * * * *" = a cada 10 minutos; vazio = sem agenda).`);
    }
  }

  const telegramApiRoot = (env.TELEGRAM_API_ROOT?.trim() || 'https://api.telegram.org').replace(/\/+$/, '');
  if (!/^https?:\/\/\S+$/.test(telegramApiRoot)) throw new ConfigError('TELEGRAM_API_ROOT inválida (ex.: https://api.telegram.org).');

  const whatsappApiRoot = (env.WHATSAPP_API_ROOT?.trim() || 'https://graph.facebook.com/v21.0').replace(/\/+$/, '');
  if (!/^https?:\/\/\S+$/.test(whatsappApiRoot)) throw new ConfigError('WHATSAPP_API_ROOT inválida (ex.: https://graph.facebook.com/v21.0).');
  const whatsappVerifyToken = env.WHATSAPP_VERIFY_TOKEN?.trim() || null;
  if (whatsappVerifyToken && !/^[\x21-\x7e]{8,200}$/.test(whatsappVerifyToken))
    throw new ConfigError('WHATSAPP_VERIFY_TOKEN inválido: de 8 a 200 caracteres visíveis, sem espaços (o mesmo informado no painel da Meta).');

  return {
    port,
    host,
    dataDir,
    database,
    jwtSecret: env.JWT_SECRET?.trim() || persistentSecret(dataDir, 'jwt-secret', writes),
    secretKey: encryptionKey(env.SECRET_KEY?.trim() || persistentSecret(dataDir, 'secret-key', writes)),
    adminUsername,
    adminPassword,
    botCheck,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    publicUrl,
    dnsResolver: dnsResolverOf(env.DNS_RESOLVER),
    tokenTtl,
    webhooksLocal: env.WEBHOOKS_ALLOW_LOCAL?.trim() === '1',
    webDir: resolve(env.WEB_DIR?.trim() || 'out/web'),
    desktopUpdatesDir: desktopUpdatesDirOf(env.DESKTOP_UPDATES_DIR),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    logFormat: logFormatOf(env),
    lineProvider,
    backup,
    payments,
    registrar,
    dnsCron,
    telegramApiRoot,
    whatsapp: { apiRoot: whatsappApiRoot, appSecret: env.WHATSAPP_APP_SECRET?.trim() || null, verifyToken: whatsappVerifyToken },
  };
}

/** DESKTOP_UPDATES_DIR, when set, must be a folder that exists (the admin drops the files into it). */
function desktopUpdatesDirOf(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  const dir = resolve(value.trim());
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new ConfigError(`DESKTOP_UPDATES_DIR não é uma pasta existente: "${value}".`);
  return dir;
}

/** What the server says loudly at start about a setting that is unsafe in production. */
export function startupWarnings(config: Config): string[] {
  return config.payments.kind === 'offline'
    ? [
        'ATENÇÃO: PAYMENTS=offline — pagamentos de DEMONSTRAÇÃO: qualquer pessoa com o link aprova recargas sem pagar. Em produção use PAYMENTS=mercadopago ou PAYMENTS=off.',
      ]
    : [];
}
