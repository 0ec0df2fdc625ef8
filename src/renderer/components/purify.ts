// DOMPurify with the panel's rules for server HTML (see ServerHtml.tsx, which loads this when it first
// shows some). Images show only from the panel itself or inline: a remote one would be a tracking pixel
// shown to a whole network.
import DOMPurify from 'dompurify';

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
