// A DNS server for tests (DNS_RESOLVER=127.0.0.1:<port>): answers TXT questions from a table, NXDOMAIN
// otherwise, so the panel's real lookup path (node:dns over UDP) runs against records a test sets.
import { createSocket } from 'node:dgram';

const TXT = 16;

/** The question's name and type of a query packet (RFC 1035 4.1). */
function question(packet: Buffer) {
  const labels: string[] = [];
  let at = 12;
  while (packet[at]) {
    labels.push(packet.subarray(at + 1, at + 1 + packet[at]!).toString('latin1'));
    at += packet[at]! + 1;
  }
  return { name: labels.join('.').toLowerCase(), type: packet.readUInt16BE(at + 1), end: at + 5 };
}

export async function startFakeDns() {
  const records = new Map<string, string[]>();
  const socket = createSocket('udp4');
  socket.on('message', (query, from) => {
    const { name, type, end } = question(query);
    const texts = type === TXT ? (records.get(name) ?? []) : [];
    const answers = texts.map((text) => {
      const data = Buffer.concat([Buffer.from([Buffer.byteLength(text)]), Buffer.from(text)]);
      const head = Buffer.alloc(12);
      head.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
      head.writeUInt16BE(TXT, 2);
      head.writeUInt16BE(1, 4); // IN
      head.writeUInt32BE(60, 6);
      head.writeUInt16BE(data.length, 10);
      return Buffer.concat([head, data]);
    });
    const header = Buffer.from(query.subarray(0, 12));
    header.writeUInt16BE(records.has(name) ? 0x8180 : 0x8183, 2); // a response, recursion available; NXDOMAIN when unknown
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    header.writeUInt32BE(0, 8);
    socket.send(Buffer.concat([header, query.subarray(12, end), ...answers]), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    /** Sets (or, with no texts, removes) the TXT record of a name. */
    txt(name: string, ...texts: string[]) {
      if (texts.length) records.set(name.toLowerCase(), texts);
      else records.delete(name.toLowerCase());
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
