// Secrets at rest (AES-256-GCM), password hashing (argon2id) and stored-HTML sanitising.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import sanitizeHtml from 'sanitize-html';

export function encrypt(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
}

export function decrypt(key: Buffer, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

export function hmac(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/** Whether a presented secret (a verification token, a signature) is the expected one, in constant time and without telling its length. */
export function sameSecret(presented: string, expected: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/** 'APP_USR-1234...abcd' -> '••••••••abcd': enough to recognise a key, never the key. */
export const maskSecret = (value: string) => `${'•'.repeat(8)}${value.slice(-4)}`;

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

/** OWASP's argon2id baseline; tests use the cheapest legal cost so suites stay fast. */
const cost = process.env.VITEST ? { memoryCost: 1024, timeCost: 1, parallelism: 1 } : { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID, ...cost });
export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password).catch(() => false);

let dummyHash: Promise<string> | undefined;
/**
 * The password check of a login, also for an unknown user: then against a hash of nothing anyone
 * knows, at the same cost, so the time of the answer never tells whether the user exists.
 */
export async function verifyLoginPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const ok = await verifyPassword(passwordHash ?? (await dummyHash), password);
  return ok && passwordHash !== undefined;
}

/** An image source stored HTML may keep: the panel's own path, or an inline picture (never a remote host). */
const OWN_IMAGE = /^(\/(?!\/)|data:image\/(png|jpe?g|gif|webp);)/i;

/** The allow-list for every stored HTML (announcements, tickets, link texts, log actions). */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['b', 'strong', 'i', 'em', 'u', 's', 'p', 'br', 'span', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'img'],
    allowedAttributes: { a: ['href', 'target', 'rel'], span: ['style'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['data'] },
    allowProtocolRelative: false,
    // A remote image shown to a whole network is a tracking pixel: only the panel's own or inline ones stay.
    exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE.test(frame.attribs.src ?? ''),
    allowedStyles: { span: { color: [/^#[0-9a-f]{3,6}$/i, /^rgb\([\d\s,]+\)$/] } },
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}

/** Escapes a user value placed inside an HTML log action. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
