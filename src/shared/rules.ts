// What an entry of the table of calls (calls.ts) is and who may make it: the entry and its rule (spec
// section 6), the helpers every domain writes its entries with (`get('/api/x', SIGNED)` in
// `<domain>/calls.ts`), the rules several domains share, and the check of a rule against a caller
// (`refusal`, `allows`), which the server's guard and the screens both read. No zod: the renderer reads
// it in its first load.
import type { HttpMethod } from './platform';
import { MSG } from './messages';
import type { Permission, Profile, SettingsFlag } from './domain';

/**
 * Who may call: `public` without a session; `signed` any account; `admin`; `reseller` any account but
 * the admin; `creator` the admin or a master (they register resellers); `manager` whoever has a
 * network below it (the admin, a master, or an account that owns sub-resellers).
 */
export type Who = 'public' | 'signed' | 'admin' | 'reseller' | 'creator' | 'manager';

export interface Grant {
  who: Who;
  /** Non-admins need one of these permissions (the admin has them all). */
  permission?: Permission | readonly Permission[];
  /**
   * A settings flag that must be on. It binds the callers the call is for: the admin too on an admin-only
   * call (balancers and blocked IPs go with the iptv flag), otherwise only non-admins.
   */
  flag?: SettingsFlag;
  /** pt-BR refusals of this grant's parts (a flag that is off says so on its own; else the spec's generic text). */
  refused?: { who?: string; permission?: string };
}

/**
 * A confirmation with the caller's 2FA code (`code_2fa` of the body), spec section 6, with its texts: no
 * code, no 2FA configured. `replay`: a retry with the same Idempotency-Key may use the code's time step
 * again (the ledger answers that retry with the first answer).
 */
export interface StepUpRule {
  missing: string;
  notConfigured: string;
  replay?: true;
}

/**
 * A grant that binds a request by its body: when `field` is present or, with `is`, equals `is` read as a
 * number (as the schemas coerce it: `false`, `'0'` and `0` are all 0).
 */
export interface BodyGrant extends Grant {
  field: string;
  is?: number;
}

export interface Rule extends Grant {
  /** Further grants per `action` of the body (PUT /api/reg-users/:id, the line actions), beside the call's own. */
  actions?: Readonly<Record<number, Grant>>;
  /** Further grants by what else the body asks, named for the access list (a test line, a ticket's new status). */
  when?: Readonly<Record<string, BodyGrant>>;
  /** Calls per minute, per account (signed calls) or per IP (public ones). */
  perMinute?: number;
  /** Asks the caller's 2FA code (server/auth/step-up.ts). */
  stepUp?: StepUpRule;
  /**
   * Reads the Idempotency-Key (server/core/requests.ts): a retry with the same key and body answers the
   * first answer and changes nothing; the same key with another body is 409. Every call that creates or
   * spends has it; the others never read the header.
   */
  idempotent?: true;
  /** Who a call without an account is in 'Alterações' (the trial page that makes a test, the portal that renews a line). */
  actor?: string;
}

export interface Call {
  /** Its key in the table: the server finds its schemas by it (call-schemas.ts), the API document names the operation by it. */
  name: string;
  method: HttpMethod;
  /** Fastify's pattern: `:name` is a path parameter. */
  path: string;
  rule: Rule;
}

/** A domain's entries by name, as the table takes them (calls.ts gives each its name). */
export type Entries = Record<string, Omit<Call, 'name'>>;

// The path keeps its literal type (for `ParamsOf`) and the rule its own, so that the server knows which
// entries ask a 2FA step-up (server/route.ts).
const def =
  <M extends HttpMethod>(method: M) =>
  <P extends string, R extends Rule>(path: P, rule: R) => ({ method, path, rule });
export const get = def('GET');
export const post = def('POST');
export const put = def('PUT');
export const del = def('DELETE');

export const PUBLIC: Rule = { who: 'public' };
export const SIGNED: Rule = { who: 'signed' };
export const ADMIN: Rule = { who: 'admin' };
/** The IPTV lines and the smart app go with the iptv flag. */
export const IPTV: Rule = { who: 'signed', flag: 'iptv' };
/** A call that creates or spends: one Idempotency-Key, one operation. */
export const ONCE = { idempotent: true } as const;
/** Registrar checks and paid or heavy exports cost the panel: a few per minute and account. */
export const PROBES_PER_MINUTE = 30;
export const EXPORTS_PER_MINUTE = 10;

/** The caller as a rule sees it: the profile answer's fields (the server reads the same from its account). */
export interface Caller {
  profile: Profile;
  is_master: 0 | 1;
  sub_resellers: number;
  permissions: readonly Permission[];
  settings: Readonly<Partial<Record<SettingsFlag, 0 | 1>>>;
}

const isAdminCaller = (c: Pick<Caller, 'profile'>) => c.profile === 'admin';

function whoMatches(who: Who, caller: Caller): boolean {
  const admin = isAdminCaller(caller);
  if (who === 'public' || who === 'signed') return true;
  if (who === 'admin') return admin;
  if (who === 'reseller') return !admin;
  if (who === 'creator') return admin || caller.is_master === 1;
  return admin || caller.is_master === 1 || caller.sub_resellers > 0;
}

/** The part of a grant this caller does not meet, or null (no session at all is the server's 401, not this). */
function unmetPart(grant: Grant, caller: Caller): 'who' | 'flag' | 'permission' | null {
  const admin = isAdminCaller(caller);
  if (!whoMatches(grant.who, caller)) return 'who';
  if (grant.flag && (grant.who === 'admin' || !admin) && caller.settings[grant.flag] === 0) return 'flag';
  if (grant.permission && !admin) {
    const wanted: readonly Permission[] = typeof grant.permission === 'string' ? [grant.permission] : grant.permission;
    if (!wanted.some((p) => caller.permissions.includes(p))) return 'permission';
  }
  return null;
}

const FLAG_OFF: Partial<Record<SettingsFlag, string>> = {
  iptv: MSG.lineKindDisabled,
  p2p: MSG.lineKindDisabled,
  n_p2p: MSG.lineKindDisabled,
  ticket: MSG.ticketsDisabled,
};

/** Every grant of a rule that some request may meet: the call's own, its actions' and its body grants. */
export const grantsOf = (rule: Rule): Grant[] => [rule, ...Object.values(rule.actions ?? {}), ...Object.values(rule.when ?? {})];

/** The grants a request with this body must meet: the call's own, its action's and the body grants it matches. */
function grantsFor(rule: Rule, body: unknown): Grant[] {
  const fields = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const action = Number(fields.action);
  const extra = rule.actions && Number.isInteger(action) ? rule.actions[action] : undefined;
  const asked = Object.values(rule.when ?? {}).filter((g) => fields[g.field] !== undefined && (g.is === undefined || Number(fields[g.field]) === g.is));
  return [rule, ...(extra ? [extra] : []), ...asked];
}

/**
 * Why the caller may not make this call with this body (only its action and the fields of `when` count;
 * the screens pass just those, e.g. `{ action: LINE_ACTION.migrateToP2p }`): the pt-BR refusal, or null
 * when it may.
 */
export function refusal(call: Call, caller: Caller, body?: unknown): string | null {
  for (const grant of grantsFor(call.rule, body)) {
    const part = unmetPart(grant, caller);
    if (part === 'flag') return FLAG_OFF[grant.flag!] ?? MSG.forbidden;
    if (part) return grant.refused?.[part] ?? MSG.forbidden;
  }
  return null;
}

/** Whether the caller may make this call: the screens show a menu item, button or column exactly then. */
export const allows = (call: Call, caller: Caller, body?: unknown): boolean => refusal(call, caller, body) === null;

/** The settings flags a call's rule reads (the server reads them with the caller's account). */
export const ruleFlags = (rule: Rule): SettingsFlag[] => grantsOf(rule).flatMap((g) => (g.flag ? [g.flag] : []));

/** Every permission with its pt-BR label, as the menu names what it opens, and what it opens (the admin's 'Permissões' modal, /me). */
export const PERMISSION_INFO: Record<Permission, { label: string; opens: string }> = {
  export_all: { label: 'Exportar logs e extrato', opens: 'Botões de exportação em Logs e no Extrato Financeiro.' },
  recharge_portal: { label: 'Portal de Recargas', opens: 'Clientes pagam a renovação online; a revenda gerencia as recargas.' },
  dns_premium: { label: 'DNS Premium', opens: 'Comprar, renovar, compartilhar e remover DNS próprios.' },
  dns_activators: { label: 'Ativadores DNS', opens: 'Cadastrar os DNS dos seus ativadores.' },
  new_p2p: { label: 'Novo P2P', opens: 'Criar e listar usuários Novo P2P.' },
  todays_games: { label: 'Jogos de Hoje', opens: 'Montar os canais temporários dos jogos de hoje.' },
  migrate_new_p2p: { label: 'Migrar Novo P2P', opens: 'Migrar linhas IPTV para Novo P2P.' },
  manage_2fa: { label: 'Configurar 2FA', opens: 'Ativar a verificação em duas etapas na própria conta.' },
};
