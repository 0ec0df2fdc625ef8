// What the announcements and the messages share: who hears of a change, and the sanitised body.
import type { Audience } from '../../core/events';
import { cleanHtml } from '../../security';
import { unprocessable } from '../../errors';

/**
 * A long list of accounts goes out as 'all': PostgreSQL's NOTIFY carries at most 8000 bytes, and an
 * event only makes the screens read again through the API, whose rules decide what each one sees.
 */
const MAX_LISTED_AUDIENCE = 300;
export const audienceOf = (ids: number[]): Audience => (ids.length > MAX_LISTED_AUDIENCE ? 'all' : ids);

/** Sanitised HTML that still shows something (text or an image). */
export function cleanBody(html: string, message: string, field: string): string {
  const clean = cleanHtml(html).trim();
  const visible = clean
    .replace(/<(?!img\b)[^>]*>/gi, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  if (!visible) throw unprocessable(message, { [field]: [message] });
  return clean;
}
