// A local stand-in for Meta's Graph API as the WhatsApp Cloud API uses it (issue 22), for the tests:
// the server talks to it through WHATSAPP_API_ROOT exactly as it would to graph.facebook.com. It knows
// some numbers (phone number id, token, display number) and approved templates, answers the number's
// read, records each template message and answers its wamid, refuses what Meta refuses (a bad token, an
// unknown number or template, a customer number without WhatsApp) with Meta's error shape, and can fail
// or throttle on purpose.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeNumber {
  token: string;
  display: string;
}

export interface SentTemplate {
  phone_number_id: string;
  to: string;
  template: string;
  language: string;
  params: string[];
  wamid: string;
}

const metaError = (res: ServerResponse, status: number, code: number, message: string) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEf' } }));
};

async function body(req: IncomingMessage): Promise<Record<string, any>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, any>) : {};
}

export async function startFakeWhatsapp(opts: { numbers: Record<string, FakeNumber>; templates: Record<string, string>; port?: number }) {
  const sent: SentTemplate[] = [];
  const noWhatsapp = new Set<string>();
  let failures = 0;
  let throttles = 0;
  let reads = 0;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    // The version's prefix is part of the root the panel is given (WHATSAPP_API_ROOT).
    const [version, id, edge] = url.pathname.split('/').filter(Boolean);
    if (version !== 'v21.0') return metaError(res, 400, 2500, 'Unknown path components');
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !Object.values(opts.numbers).some((n) => n.token === token))
      return metaError(res, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
    const number = id ? opts.numbers[id] : undefined;
    if (!number || number.token !== token)
      return metaError(
        res,
        400,
        100,
        `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      );

    if (req.method === 'GET' && !edge) {
      reads++;
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ display_phone_number: number.display, id }));
    }
    if (req.method === 'POST' && edge === 'messages') {
      const message = await body(req);
      if (failures > 0) {
        failures--;
        return metaError(res, 500, 1, 'An unknown error has occurred.');
      }
      if (throttles > 0) {
        throttles--;
        return metaError(res, 429, 130429, 'Rate limit hit');
      }
      const template = message.template ?? {};
      if (opts.templates[template.name] !== template.language?.code) return metaError(res, 404, 132001, 'Template name does not exist in the translation');
      const to = String(message.to);
      if (noWhatsapp.has(to)) return metaError(res, 400, 131026, 'Message undeliverable');
      const params = (template.components?.[0]?.parameters ?? []).map((p: { text: string }) => p.text);
      const wamid = `wamid.FAKE${sent.length + 1}_${to}`;
      sent.push({ phone_number_id: id!, to, template: template.name, language: template.language.code, params, wamid });
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: wamid }] }));
    }
    return metaError(res, 400, 100, 'Unsupported request');
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    sent,
    to: (number: string) => sent.filter((m) => m.to === number),
    /** How many times a number was read (each configuration check). */
    reads: () => reads,
    /** The customer's number has no WhatsApp: Meta refuses every message to it. */
    refuse: (number: string) => noWhatsapp.add(number),
    /** The next `n` messages fail as if Meta were down. */
    failNext: (n: number) => (failures = n),
    /** The next `n` messages are throttled (429). */
    throttleNext: (n: number) => (throttles = n),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeWhatsapp = Awaited<ReturnType<typeof startFakeWhatsapp>>;
