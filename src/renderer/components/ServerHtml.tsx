// HTML written on the server (announcements, link texts, log actions, ticket content). The server
// sanitises it with an allow-list before storing it; this is the one place the UI puts such HTML in
// the page, and DOMPurify cleans it once more (purify.ts), in case a row predates the allow-list.
// DOMPurify loads with the first HTML to show, not with the screens that may show some (issue 21);
// until it is there, the text is shown plain, so a dialog never opens empty.
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { ViewDialog } from './dialogs';
import { loadPart } from './lazyPart';

type Clean = (html: string) => string;
let clean: Clean | undefined;
let loading: Promise<Clean> | undefined;

/** The cleaner once loaded (at once after the first time). */
function useCleaner(): Clean | undefined {
  const [cleaner, setCleaner] = useState(() => clean);
  useEffect(() => {
    if (cleaner) return;
    loading ??= loadPart(() => import('./purify')).then((m) => (clean = m.cleanServerHtml));
    // A download that did not come even so is tried again by the next HTML shown.
    void loading.then(
      (c) => setCleaner(() => c),
      () => (loading = undefined),
    );
  }, [cleaner]);
  return cleaner;
}

/** The words of an HTML text, read in an inert document (no script runs, no image loads). */
export function htmlText(html: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  for (const code of body.querySelectorAll('script, style')) code.remove();
  return body.textContent ?? '';
}

export function ServerHtml({ html, inline = false, className, style }: { html: string; inline?: boolean; className?: string; style?: CSSProperties }) {
  const cleaner = useCleaner();
  const safe = useMemo(() => cleaner?.(html), [cleaner, html]);
  const Tag = inline ? 'span' : 'div';
  if (safe === undefined)
    return (
      <Tag className={className} style={style}>
        {htmlText(html)}
      </Tag>
    );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: `safe` is the HTML after DOMPurify (useCleaner).
  return <Tag className={className} style={style} dangerouslySetInnerHTML={{ __html: safe }} />;
}

/** The generic info dialog: a title and the server's HTML message (announcements, link texts). */
export function InfoDialog({ open, title, html, onClose }: { open: boolean; title: string; html: string; onClose: () => void }) {
  return (
    <ViewDialog open={open} title={title} onClose={onClose}>
      <ServerHtml className="info-dialog-html" html={html} />
    </ViewDialog>
  );
}
