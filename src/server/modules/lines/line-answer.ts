// A new line's creation answer: its credentials and links (the owner's rotation DNS, the short links
// and its franchise's link texts).
import { formatDateTime } from '../../../shared/dates';
import { SERVER_MSG } from '../../messages';
import { LINE_STATUS, type LineKind } from '../../../shared/lines/texts';
import { lineLinks, NO_LINKS, type LineResult } from '../../../shared/lines/schemas';
import type { AppContext } from '../../context';
import { linksDnsOf } from '../settings/dns';
import { scopedValue } from '../settings/scoped';
import { shorten } from './shortener';

export function creationAnswer(ctx: AppContext) {
  const { db } = ctx;

  /** The owner's franchise and network: its rotation DNS and its link texts. */
  const ownerOf = (accountId: number) => db.selectFrom('accounts').select(['id', 'id_franchise']).where('id', '=', accountId).executeTakeFirstOrThrow();

  /** The line's creation answer: credentials and links. */
  async function result(
    line: { id: number; kind: LineKind; account_id: number; username: string; password: string; exp_at: number; status: number },
    testHours?: number,
  ): Promise<LineResult> {
    // Links come from configuration only (the owner's or its franchise's rotation DNS, the panel's public URL), never from a request.
    const { publicUrl } = ctx.config;
    const owner = await ownerOf(line.account_id);
    const dns = await linksDnsOf(db, owner, publicUrl);
    const links = dns ? lineLinks(dns, line.username, line.password) : NO_LINKS;
    const [short_M3U8, short_M3U8_2, short_SSIPTV_M3U8] = await Promise.all(
      [links.M3U8, links.M3U8_2, links.SSIPTV_M3U8].map((url) => (url && publicUrl ? shorten(db, publicUrl, url) : '')),
    );
    const isTrial = line.status === LINE_STATUS.test;
    return {
      message: SERVER_MSG.lineCreated,
      id: line.id,
      username: line.username,
      password: line.password,
      name: line.username,
      pass: line.password,
      exp_date_formatted: formatDateTime(line.exp_at),
      ...links,
      short_M3U8,
      short_M3U8_2,
      short_SSIPTV_M3U8,
      links_franchise: (await scopedValue(db, `links.${line.kind === 'iptv' ? 1 : 2}`, owner)) ?? '',
      ...(dns ? {} : { links_notice: SERVER_MSG.linksUnconfigured }),
      ...(isTrial ? { test_hours: testHours } : {}),
      is_trial: isTrial,
    };
  }

  return { ownerOf, result };
}
