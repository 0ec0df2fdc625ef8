// The security headers of every answer, computed once: helmet's full set for what a browser renders
// (the pages, their scripts and styles, pictures, downloads) and, for the calls' JSON and the event
// stream, only what applies to an answer no browser renders. No call reads a cookie (a bearer token
// travels in a header that no frame, form or cross-site load can send), so the framing, opener and
// referrer policies protect nothing there; what remains is that it never be taken for another type.
// Each header is work on every answer for the server and for the client that parses it (issue 28: the
// page set on every call cost a light call about a seventh of its time).
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** What a browser renders: helmet's headers with the panel's page policy (its img-src is widened per page in app.ts). */
export const PAGE_HEADERS = helmetHeaders({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // Replaced on each HTML answer by the panel, inline pictures and the catalogue's image hosts (app.ts).
      imgSrc: ["'self'", 'data:', 'blob:'],
      // antd writes its CSS-in-JS styles at run time; the ALTCHA widget solves in a blob: worker.
      styleSrc: ["'self'", "'unsafe-inline'"],
      workerSrc: ["'self'", 'blob:'],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
});

/** What no browser renders (the calls' JSON, the event stream). */
export const CALL_HEADERS: Readonly<Record<string, string>> = { 'x-content-type-options': 'nosniff' };

/** The headers helmet sets with these options, read once from its middleware on a stand-in response. */
function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}
