// HTML written on the server (announcements, link texts, log actions, ticket content). The server
// sanitises it with an allow-list before storing it; this is the one place the UI puts such HTML in
// the page, and it drops anything executable once more, in case a row predates the allow-list. Images
// show only from the panel itself or inline: a remote one would be a tracking pixel shown to a network.
import { useMemo, type CSSProperties } from 'react';

const BLOCKED_ELEMENTS = 'script,style,iframe,frame,frameset,object,embed,link,meta,base,form,svg,math';
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset']);
const UNSAFE_URL = /^\s*(javascript|vbscript|data:(?!image\/(png|jpe?g|gif|webp);))/i;
/** An image source the panel shows: its own path, or an inline picture. */
const OWN_IMAGE = /^(\/(?!\/)|data:image\/(png|jpe?g|gif|webp);)/i;

export function cleanServerHtml(html: string): string {
  // DOMParser documents are inert: nothing in them runs or loads while they are cleaned.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.body.querySelectorAll(BLOCKED_ELEMENTS).forEach((el) => el.remove());
  doc.body.querySelectorAll('img').forEach((img) => !OWN_IMAGE.test(img.getAttribute('src') ?? '') && img.remove());
  doc.body.querySelectorAll('*').forEach((el) => {
    for (const { name, value } of [...el.attributes]) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || (URL_ATTRIBUTES.has(lower) && UNSAFE_URL.test(value))) el.removeAttribute(name);
    }
  });
  return doc.body.innerHTML;
}

export function ServerHtml({ html, inline = false, className, style }: { html: string; inline?: boolean; className?: string; style?: CSSProperties }) {
  const clean = useMemo(() => cleanServerHtml(html), [html]);
  const Tag = inline ? 'span' : 'div';
  return <Tag className={className} style={style} dangerouslySetInnerHTML={{ __html: clean }} />;
}
