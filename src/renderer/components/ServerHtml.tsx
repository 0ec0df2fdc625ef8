// HTML written on the server (announcements, link texts, log actions, ticket content). The server
// sanitises it with an allow-list before storing it; this is the one place the UI puts such HTML in
// the page, and DOMPurify cleans it once more, in case a row predates the allow-list. Images show only
// from the panel itself or inline: a remote one would be a tracking pixel shown to a whole network.
import DOMPurify from 'dompurify';
import { useMemo, type CSSProperties } from 'react';
import { ViewDialog } from './dialogs';

/** An image source the panel shows: its own path, or an inline picture (never SVG, which can hold script). */
const OWN_IMAGE = /^(\/(?!\/)|data:image\/(png|jpe?g|gif|webp);)/i;

const purify = DOMPurify();
purify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName === 'img' && !OWN_IMAGE.test((node as Element).getAttribute('src') ?? '')) node.parentNode?.removeChild(node);
});

export function cleanServerHtml(html: string): string {
  return purify.sanitize(html, {
    // Formatting and links only: no forms, no styles, no embedded documents (DOMPurify drops scripts and handlers).
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'svg', 'math'],
    ADD_ATTR: ['target'],
  });
}

export function ServerHtml({ html, inline = false, className, style }: { html: string; inline?: boolean; className?: string; style?: CSSProperties }) {
  const clean = useMemo(() => cleanServerHtml(html), [html]);
  const Tag = inline ? 'span' : 'div';
  return <Tag className={className} style={style} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * The generic info dialog: a title and the server's HTML message (announcements, link texts). Here
 * rather than in dialogs.tsx, whose error dialog the login page uses: DOMPurify loads with the screens
 * that show server HTML, not with the login page (issue 21).
 */
export function InfoDialog({ open, title, html, onClose }: { open: boolean; title: string; html: string; onClose: () => void }) {
  return (
    <ViewDialog open={open} title={title} onClose={onClose}>
      <ServerHtml className="info-dialog-html" html={html} />
    </ViewDialog>
  );
}
