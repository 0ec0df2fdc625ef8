// The contract of settings and communication (spec sections 2 "Settings and announcements" and "Links
// and announcements", 3, 5, 7 "Settings and announcements", 8 and 9): announcements, messages to
// resellers, login backgrounds, the link shortener, exempt and rotation DNS, the link catalogue
// (their texts are in texts.ts).
import { z } from 'zod';
import { numeral } from '../numeral';
import { messageAnswer } from '../answers';
import { FRANCHISE_IDS } from '../domain';
import { MSG, VALIDATION } from '../messages';
import { hasMarkup } from '../validation';
import { migratorCredits } from '../lines/texts';
import {
  COMM_MSG,
  isHttpLink,
  ANNOUNCEMENT_LABELS,
  ANNOUNCEMENT_TYPES,
  ANNOUNCEMENT_TITLE_MAX,
  isLimitDays,
  FRANCHISE_LINK_TYPES,
  APP_LINK_TYPES,
  DISABLE_XCLOUD,
} from './texts';

const franchise = numeral(
  z
    .number()
    .int()
    .refine((f) => FRANCHISE_IDS.includes(f)),
);

/** POST /api/anuncios: id 0 publishes a new one, another id edits it. `mensagem` is HTML, sanitised on the server. */
export const announcementBody = z.object({
  id: numeral(z.number().int().min(0)).default(0),
  titulo: z
    .string()
    .trim()
    .min(1)
    .max(ANNOUNCEMENT_TITLE_MAX)
    .refine((t) => !hasMarkup(t), VALIDATION.noMarkup(ANNOUNCEMENT_LABELS.titulo)),
  mensagem: z.string().max(100_000),
  type: numeral(
    z
      .number()
      .int()
      .refine((t) => ANNOUNCEMENT_TYPES.includes(t)),
  ),
});
export type AnnouncementBody = z.input<typeof announcementBody>;

const int = z.number().int();

export const announcementAnswer = z.object({
  id: int,
  titulo: z.string(),
  /** Sanitised HTML. */
  mensagem: z.string(),
  type: int,
  date_formatted: z.string(),
  /** Who published it. */
  author: z.string(),
  /** The caller may edit and delete it (its author, or the admin). */
  editable: z.boolean(),
});
export type Announcement = z.infer<typeof announcementAnswer>;

export const announcementsAnswer = z.object({
  /** Target 1 'Mural de Informações'. */
  anuncios: z.array(announcementAnswer),
  /** Target 2 'Últimas Atualizações'. */
  atualizacoes: z.array(announcementAnswer),
  /** Target 3, the customer portal's wall. */
  anunciosPortal: z.array(announcementAnswer),
});
export type AnnouncementsResponse = z.infer<typeof announcementsAnswer>;

/** POST /api/send-message: to one reseller, its whole tree (`arvore`) or it and its first level (`nivel_um`). */
export const sendMessageBody = z.object({
  revenda: numeral(z.number({ error: COMM_MSG.messageNoReseller }).int().positive(COMM_MSG.messageNoReseller)),
  texto: z.string().max(20_000),
  arvore: z.coerce.boolean().default(false),
  nivel_um: z.coerce.boolean().default(false),
});
export type SendMessageBody = z.input<typeof sendMessageBody>;

/** How many resellers the message reached. */
export const sendMessageAnswer = messageAnswer.extend({ recipients: int });

export const panelMessage = z.object({
  id: int,
  /** Sanitised HTML. */
  texto: z.string(),
  from: z.string(),
  date_formatted: z.string(),
});
export type PanelMessage = z.infer<typeof panelMessage>;
export const myMessagesAnswer = z.object({ data: z.array(panelMessage) });

// ---- Backgrounds ----

export const backgroundItem = z.object({
  id: int,
  /** Where the image is served (no login needed: the login screen shows it). */
  image: z.string(),
  franchise: int,
  date_formatted: z.string(),
});
export type Background = z.infer<typeof backgroundItem>;
export const backgroundsAnswer = z.object({ data: z.array(backgroundItem) });
/** The uploaded image: its id and where it is served. */
export const uploadBackgroundAnswer = messageAnswer.extend({ id: int, image: z.string() });

export const backgroundsQuery = z.object({ franchise: franchise.optional() });

// ---- Shortener ----

export const shortenBody = z.object({ link: z.string({ error: COMM_MSG.linkInvalid }).trim().refine(isHttpLink, COMM_MSG.linkInvalid) });
/** The short link, on the panel's public address. */
export const shortenAnswer = messageAnswer.extend({ link: z.string() });

// ---- DNS ----

const dnsText = z.string().trim().min(1).max(255);

/** Exempt DNS for the IPTV migrator: lines from this panel migrate without paying their first `limit_days`. */
export const migrationDnsBody = z.object({ url: dnsText, limit_days: numeral(z.number().refine(isLimitDays, COMM_MSG.limitDaysInvalid)) });
/**
 * What a migrated line costs when its panel is exempt for `days`: the whole months after those free
 * days (rounded up, at least 1), or nothing when the expiry falls within them.
 */
export function exemptMigratorCredits(expMs: number, days: number, now = Date.now()): number {
  const paid = expMs - now - days * 86_400_000;
  if (days > 0 && paid <= 0) return 0;
  return migratorCredits(expMs - days * 86_400_000, now);
}

export const exemptDns = z.object({ id: int, url: z.string(), limit_days: int });
export type ExemptDns = z.infer<typeof exemptDns>;
export const migrationDnsAnswer = z.object({ data: z.array(exemptDns) });

/** Both fields or the screen's one refusal, 'Preencha os campos'. */
export const rotateDnsBody = z.object({
  dns: z.string({ error: COMM_MSG.rotationFill }).trim().min(1, COMM_MSG.rotationFill).max(255),
  franchise: numeral(
    z
      .number({ error: COMM_MSG.rotationFill })
      .int()
      .positive(COMM_MSG.rotationFill)
      .refine((f) => FRANCHISE_IDS.includes(f)),
  ),
});
export const rotationDns = z.object({
  id: int,
  dns: z.string(),
  franchise: int,
  /** Who added it. */
  id_res: int,
  /** 1: the one the franchise's line links use now. */
  current: z.literal([0, 1]),
  order: int,
});
export type RotationDns = z.infer<typeof rotationDns>;

export const rotationDnsAnswer = z.object({
  data: z.array(rotationDns),
  /** Each franchise with its current DNS ('' when it has none: the panel's public address is used). */
  franchises: z.array(z.object({ id_res: int, name: z.string(), dns: z.string() })),
});
export type RotationDnsResponse = z.infer<typeof rotationDnsAnswer>;

// ---- Link catalogue (spec section 7: save-links, get-links, get-links-info-iptv) ----

/** Which text: an app's (`id_franchise` 0) or a franchise's, of a type that one has. */
const linksTarget = { type: z.union([numeral(z.number().int()), z.literal(DISABLE_XCLOUD)]), id_franchise: numeral(z.number().int()).optional() };
const knownTarget = (b: { type: number | typeof DISABLE_XCLOUD; id_franchise?: number }, issues: z.RefinementCtx) => {
  const app = b.id_franchise === 0;
  const ok =
    b.type === DISABLE_XCLOUD
      ? app
      : app
        ? (APP_LINK_TYPES as readonly number[]).includes(b.type)
        : (FRANCHISE_LINK_TYPES as readonly number[]).includes(b.type);
  if (!ok) issues.addIssue({ code: 'custom', path: ['type'], message: COMM_MSG.linksTypeInvalid });
  if (b.id_franchise !== undefined && b.id_franchise !== 0 && !FRANCHISE_IDS.includes(b.id_franchise))
    issues.addIssue({ code: 'custom', path: ['id_franchise'], message: MSG.franchiseInvalid });
};
export const saveLinksBody = z.object({ links: z.string().max(50_000), ...linksTarget }).superRefine(knownTarget);
export type SaveLinksBody = z.input<typeof saveLinksBody>;

export const getLinksQuery = z.object({ type: numeral(z.number().int()), id_franchise: linksTarget.id_franchise }).superRefine(knownTarget);
/** The text (HTML, sanitised) of one app or franchise type; for the X-Cloud switch, '0' or '1'. */
export const linksAnswer = z.object({ links: z.string() });
/** Saved: the text as stored (sanitised). */
export const saveLinksAnswer = messageAnswer.extend(linksAnswer.shape);

/** GET /api/get-links-info-iptv: the app texts keyed 1, 2, 5, 6, 7 and the X-Cloud switch. */
export const linksInfoAnswer = z.object({
  '1': z.string(),
  '2': z.string(),
  '5': z.string(),
  '6': z.string(),
  '7': z.string(),
  [DISABLE_XCLOUD]: z.literal([0, 1]),
});
export type LinksInfo = z.infer<typeof linksInfoAnswer>;

/** Admin only: which franchise's value to read or write (absent: the caller's own scope). */
export const franchiseQuery = z.object({ id_franchise: franchise.optional() });
