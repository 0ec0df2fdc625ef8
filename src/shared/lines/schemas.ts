// The contract of customer lines (spec section 7 "P2P", "New P2P", "IPTV"): creation bodies,
// the line as lists show it, and the creation result the success alerts copy from.
import { z } from 'zod';
import { numeral } from '../numeral';
import type { CopyableLine } from '../copy-messages';
import { CREDIT_OPTIONS, DEFAULT_TEST_HOURS, TEST_HOURS } from '../domain';
import { FIELD_LABELS, VALIDATION } from '../messages';
import { IPTV_USERNAME_PATTERN, LOGIN_PATTERN } from '../validation';
import { LINE_ACTION, LINE_NOTE_MAX, LINE_STATUS } from './texts';
import { phoneField } from '../phone';

const creditOption = numeral(z.number().refine((c) => CREDIT_OPTIONS.some((o) => o.credits === c), 'Opção de créditos inválida.'));
/** The line's WhatsApp: its E.164 digits however typed, or none ('' or '0'). */
const whatsapp = phoneField.optional();
/** A note: kept exactly as typed, never trimmed nor sanitized (docs/decisions.md); longer than the limit is refused. */
const freeText = z.string().max(LINE_NOTE_MAX);
const note = freeText.optional();
const testHours = numeral(z.number().refine((h) => (TEST_HOURS as readonly number[]).includes(h))).default(DEFAULT_TEST_HOURS);
const official = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform((v) => v === true || v === 1 || v === '1');

/** A line's name set by hand (or a migrated username): 3 to 40 letters, digits, . @ _ -. */
export const lineCredential = z.string().trim().min(3).max(40).regex(LOGIN_PATTERN);
/** A migrated line's password: what another panel gave, up to 64 of the same characters. */
export const linePassword = z.string().min(1).max(64).regex(LOGIN_PATTERN);

/** IPTV creation: a ready package or a custom one made of bouquets. */
export const createIptvBody = z.object({
  isOficial: official,
  username: z.coerce.string().trim().regex(IPTV_USERNAME_PATTERN).optional(),
  whatsapp,
  package: numeral(z.number().int().positive()).optional(),
  bouquets: z.array(numeral(z.number().int().positive())).max(200).optional(),
  isCustomPackage: official.optional(),
  credits: creditOption.default(1),
  test_hours: testHours,
  nota: note,
  reg_password: z.string().max(128).optional(),
});
export type CreateIptvBody = z.infer<typeof createIptvBody>;

/** New P2P creation, and the fields P2P creation shares (`createP2pOnlyBody` adds its required note). */
export const createP2pBody = z.object({
  isOficial: official,
  name: lineCredential.optional(),
  whatsapp,
  /** The plan; a quick test sends none and gets the first plan (spec: a fixed product id). */
  productid: numeral(z.number().int().positive()).optional(),
  credits: creditOption.default(1),
  test_hours: testHours,
  nota: note,
});
export type CreateP2pBody = z.infer<typeof createP2pBody>;

/**
 * P2P creation (POST /api/users-p2p): spec section 5 requires the note, as the form does; spaces alone are
 * empty. The same words as the form ('O campo Nota é necessário.'); the note is still kept as typed.
 * New P2P keeps `createP2pBody` (its rules are not shown; its form leaves the note optional).
 */
export const createP2pOnlyBody = createP2pBody.extend({
  nota: freeText.refine((text) => text.trim() !== '', VALIDATION.required(FIELD_LABELS.nota)),
});
export type CreateP2pOnlyBody = z.infer<typeof createP2pOnlyBody>;

/** A package or plan the creation screens offer. */
export const packageOption = z.object({ id: z.number().int(), name: z.string() });
export type PackageOption = z.infer<typeof packageOption>;

/** What the admin keeps in line_packages: IPTV ready packages, IPTV bouquets and the P2P plans. */
export const LINE_PACKAGE_KINDS = ['iptv_package', 'iptv_bouquet', 'p2p_product'] as const;
export const linePackageName = z.object({ name: z.string().trim().min(2).max(100) });

/** A kind's list and its export: the caller's own lines, or a reseller's of its branch (0: its own). */
export const lineListQuery = z.object({ reseller_id: numeral(z.number().int().min(0)).default(0), reg_password: z.string().max(128).optional() });
/** The changes of a list since the `cursor` of the screen's last answer (none: the whole list). */
export const lineChangesQuery = lineListQuery.extend({ cursor: z.string().max(100).optional() });
/** POST /api/clean-trials: which tests go, one of the three ranges of the screen. */
export const cleanTrialsBody = z.object({ range: numeral(z.number().int().min(1).max(3)) });
/** POST /api/get-iptv-packages: 1 the packages, 0 the bouquets. */
export const iptvPackagesBody = z.object({ package: numeral(z.number().int().min(0).max(1)).default(1), reg_password: z.string().max(128).optional() });
export const linePackageBody = linePackageName.extend({ kind: z.enum(LINE_PACKAGE_KINDS) });
/** A package in the admin's list, with how many lines use it. */
export const linePackageAnswer = packageOption.extend({
  kind: z.enum(LINE_PACKAGE_KINDS),
  /** How many lines use it. */
  lines: z.number().int(),
});
export type LinePackage = z.infer<typeof linePackageAnswer>;
/** POST /api/line-packages: the package made, and the message. */
export const createdLinePackageAnswer = packageOption.extend({ kind: z.enum(LINE_PACKAGE_KINDS), message: z.string() });

/** Expiry level (decisions.md): 2 within 1 day, 1 within 7 days, 0 otherwise. */
const expiringField = z.literal([0, 1, 2]);

/** An IPTV line as its list shows it (spec section 3). Timestamps are in ms. */
export const iptvLineAnswer = z.object({
  id: z.number().int(),
  id_iptv: z.number().int(),
  username: z.string(),
  password: z.string(),
  status: z.enum(['Ativo', 'Teste', 'Desativado']),
  watching: z.string(),
  nota: z.string(),
  exp_date: z.string(),
  exp_date_timestamp: z.number().int(),
  created_at: z.number().int(),
  expiring: expiringField,
  /** Derived from the expiry whatever the stored status: a line not switched off whose expiry passed. */
  expired: z.boolean(),
  package: z.number().int().nullable(),
  /** The bouquets of a custom package (empty with a ready package). */
  bouquets: z.array(z.number().int()),
  whatsapp: z.string(),
  owner: z.string(),
  /** A test the reseller's 'Teste automático' page gave (absent otherwise). */
  via_page: z.literal(true).optional(),
});
export type IptvLine = z.infer<typeof iptvLineAnswer>;

/** A P2P or new P2P line as its list shows it (spec section 3). Timestamps are in ms. */
export const p2pLineAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  pass: z.string(),
  whatsapp: z.string(),
  nota: z.string(),
  productid: z.number().int().nullable(),
  status: z.literal([0, 1, 2]),
  startTime: z.string(),
  endTime: z.string(),
  startTime_timestamp: z.number().int(),
  endTime_timestamp: z.number().int(),
  expiring: expiringField,
  /** Derived from the expiry whatever the stored status: a line not switched off whose expiry passed. */
  expired: z.boolean(),
  id_res: z.number().int(),
  owner: z.string(),
  /** A test the reseller's 'Teste automático' page gave (absent otherwise). */
  via_page: z.literal(true).optional(),
});
export type P2pLine = z.infer<typeof p2pLineAnswer>;

/** The answer of GET .../changes (issue 28): `ListChanges` (texts.ts) of the list's rows. */
export const listChangesAnswer = <Row extends z.ZodType>(row: Row) =>
  z.object({
    /** What the screen sends back as `cursor` the next time. */
    cursor: z.string(),
    /** The whole list (the first time, or when the held one cannot be patched). */
    full: z.boolean(),
    /** The rows to add or replace (all of them when `full`). */
    rows: z.array(row),
    /** The ids of the rows to drop. */
    removed: z.array(z.number().int()),
  });
export const iptvLinesAnswer = z.array(iptvLineAnswer);
export const p2pLinesAnswer = z.array(p2pLineAnswer);
export const iptvLineChangesAnswer = listChangesAnswer(iptvLineAnswer);
export const p2pLineChangesAnswer = listChangesAnswer(p2pLineAnswer);
export const packageOptionsAnswer = z.array(packageOption);
export const linePackagesAnswer = z.array(linePackageAnswer);
/** POST /api/clean-trials: the message and how many tests went. */
export const cleanTrialsAnswer = z.object({ message: z.string(), deleted: z.number().int() });

/** The PUT /api/{users-iptv,users-p2p,new-users-p2p}/{id} actions (spec section 7). */
export const lineAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal(LINE_ACTION.toggle), on: numeral(z.number().int().min(0).max(1)).optional() }),
  z.object({ action: z.literal(LINE_ACTION.extend), credits: creditOption }),
  z.object({ action: z.literal(LINE_ACTION.delete) }),
  z.object({
    action: z.literal(LINE_ACTION.edit),
    username: z.coerce.string().trim().min(3).max(40).regex(LOGIN_PATTERN).optional(),
    name: lineCredential.optional(),
    whatsapp,
    nota: note,
    package: numeral(z.number().int().positive()).optional(),
    /** IPTV custom package: the bouquets replace the ready package. */
    isCustomPackage: official.optional(),
    bouquets: z.array(numeral(z.number().int().positive())).min(1).max(200).optional(),
    /**
     * The new expiry day (YYYY-MM-DD, 23:59:59 of it), never in the past. Alone it only rolls the expiry
     * back; with `flagVencimento: 1` (the spec's new expiry date) it may also move it forward, which costs
     * `expiryMoveCredits`.
     */
    exp_day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    flagVencimento: numeral(z.number().int().min(0).max(1)).optional(),
  }),
  z.object({ action: z.literal(LINE_ACTION.note), nota: freeText }),
  z.object({ action: z.literal(LINE_ACTION.package), product_id: numeral(z.number().int().positive()) }),
  z.object({ action: z.literal(LINE_ACTION.migrateToIptv), package: numeral(z.number().int().positive()), whatsapp }),
  z.object({ action: z.literal(LINE_ACTION.trust) }),
  z.object({ action: z.literal(LINE_ACTION.links) }),
  z.object({ action: z.literal(LINE_ACTION.migrateToP2p), productid: numeral(z.number().int().positive()), nota: note }),
  z.object({ action: z.literal(LINE_ACTION.at2359) }),
  z.object({ action: z.literal(LINE_ACTION.migrateToNewP2p), productid: numeral(z.number().int().positive()), nota: note }),
]);
export type LineAction = z.infer<typeof lineAction>;

/** What a creation answers: the copy texts and the success alert read these fields. */
export const lineResultAnswer = z.object({
  message: z.string(),
  id: z.number().int(),
  username: z.string(),
  password: z.string(),
  name: z.string(),
  pass: z.string(),
  exp_date_formatted: z.string(),
  M3U8: z.string(),
  short_M3U8: z.string(),
  M3U8_2: z.string(),
  short_M3U8_2: z.string(),
  SSIPTV_M3U8: z.string(),
  short_SSIPTV_M3U8: z.string(),
  DNS_SMARTER: z.string(),
  /** The franchise's links as HTML (P2P results carry only these). */
  links_franchise: z.string(),
  /** Set when the panel has no address to build links with: what the admin must configure. */
  links_notice: z.string().optional(),
  /** A test's hours (only on a test). */
  test_hours: z.number().int().optional(),
  is_trial: z.boolean(),
});
export type LineResult = z.infer<typeof lineResultAnswer>;

/** Expiry level (decisions.md): 2 within 1 day, 1 within 7 days, 0 otherwise. */
export function expiringLevel(expMs: number, now = Date.now()): 0 | 1 | 2 {
  const left = expMs - now;
  if (left <= EXPIRING_SOON_MS) return 2;
  if (left <= EXPIRING_WEEK_MS) return 1;
  return 0;
}

const EXPIRING_SOON_MS = 86_400_000;
const EXPIRING_WEEK_MS = 7 * 86_400_000;

/** How long before its expiry a line's warning turns (a week, a day), and its expiry: the instants its row reads differently. */
export const EXPIRY_TURNS_MS = [EXPIRING_WEEK_MS, EXPIRING_SOON_MS, 0] as const;

/** Expired, whatever the stored status: a line not switched off whose expiry has passed. */
export const isExpired = (line: { status: number; exp_at: number }, now = Date.now()) => line.status !== LINE_STATUS.disabled && line.exp_at <= now;

/** The days a credit option buys. */
export const daysFor = (credits: number) => CREDIT_OPTIONS.find((o) => o.credits === credits)!.days;

/** The player links of a line on a DNS (decisions.md "Links"). */
/** The links of a panel with no DNS nor public address configured: none (and `links_notice` says why). */
export const NO_LINKS = { M3U8: '', M3U8_2: '', SSIPTV_M3U8: '', DNS_SMARTER: '' } as const;

export function lineLinks(dns: string, username: string, password: string) {
  const base = dns.replace(/\/+$/, '');
  const q = `username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}`;
  return {
    M3U8: `${base}/get.php?${q}&type=m3u_plus&output=mpegts`,
    M3U8_2: `${base}/get.php?${q}&type=m3u_plus&output=hls`,
    SSIPTV_M3U8: `${base}/get.php?${q}&type=ssiptv&output=mpegts`,
    DNS_SMARTER: base,
  };
}

/** Ativar Prime / Lazer Play: a MAC of 17 characters (six colon-separated pairs). */
export const activateMacBody = z.object({
  username: z.coerce.string().trim().min(1).max(64),
  password: z.coerce.string().min(1).max(64),
  mac: z
    .string()
    .trim()
    .regex(/^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){5}$/),
});

const futureDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The IPTV migrator: a list URL of another panel (with username and password) and a typed expiry. */
export const iptvMigratorBody = z.object({
  url: z.string().trim().url().max(1000),
  package: numeral(z.number().int().positive()),
  user: z.object({ exp_date: futureDay, nota: note }),
});

/** The P2P migrator: name, password, plan and expiry. */
export const p2pMigratorBody = z.object({
  name: lineCredential,
  pass: z.string().trim().min(3).max(64),
  productid: numeral(z.number().int().positive()),
  nota: note,
  endTime: futureDay,
});

/** The username and password of another panel's list URL, or null. */
export function credentialsOfUrl(url: string): { username: string; password: string } | null {
  try {
    const params = new URL(url).searchParams;
    const username = params.get('username');
    const password = params.get('password');
    return username && password ? { username, password } : null;
  } catch {
    return null;
  }
}

/** POST /api/verify-iptv-migrate: another panel's list URL, checked before the expiry is asked. */
export const verifyIptvMigrateBody = z.object({ url: z.string().trim().min(1).max(1000) });
/** Its answer: the credentials the migrator will keep (the username is still free in this panel). */
export const verifiedMigrationAnswer = z.object({
  username: z.string(),
  password: z.string(),
  /** Days the line migrates without paying (the source panel is on the admin's exempt DNS list). */
  exempt_days: z.number().int().optional(),
});
export type VerifiedMigration = z.infer<typeof verifiedMigrationAnswer>;

/** POST /api/create-new-user-p2p-code: the activation code the customer's new P2P app shows. */
export const newP2pCodeBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{4,16}$/)
    .refine((c) => !/^0+$/.test(c)),
});

/**
 * The links dialog's texts (PUT action 8 answers them with the line's result): sanitised HTML per
 * link type of spec section 9 (1 Smarters, 2 Android, 4 SSIPTV, 5 STB, 6 web player, 7 X-Cloud,
 * 8 M3U8, 9 Completo); X-Cloud is absent when the 'disable-xcloud' setting is 1.
 */
export const linkTextsAnswer = z.object({
  1: z.string().optional(),
  2: z.string().optional(),
  4: z.string().optional(),
  5: z.string().optional(),
  6: z.string().optional(),
  7: z.string().optional(),
  8: z.string().optional(),
  9: z.string().optional(),
});
export type LinkTexts = z.infer<typeof linkTextsAnswer>;
export const linksAnswerSchema = z.object({ link_texts: linkTextsAnswer, xcloud_enabled: z.boolean() });
export type LinksAnswer = z.infer<typeof linksAnswerSchema>;

/**
 * A creation, migration or code answer of any kind of line, as the screens read it: the copy texts'
 * fields (IPTV answers username/password, P2P name/pass) and the message.
 */
export type LineAnswer = CopyableLine & { message?: string };

/** What a PUT action on a line answers: a message, and for some the line's result (extend, migrate, links). */
export const lineActionAnswer = lineResultAnswer.partial().extend({ message: z.string() }).extend(linksAnswerSchema.partial().shape);
export type LineActionAnswer = z.infer<typeof lineActionAnswer>;
