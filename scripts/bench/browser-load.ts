// Load for the big answers (the whole lists), read as a browser reads them: each answer's bytes are taken
// from the socket and handed on, never made into a JavaScript string. autocannon 9 joins every answer into
// a string (`body += chunk`): for the 1.26 MiB of gzip of 50 000 lines, that decoding filled its thread
// while the server sat idle (a CPU profile showed the server 94% idle), so it measured itself.
// Node's own HTTP client, in a worker thread (it does not share the server's event loop).
import { Worker } from 'node:worker_threads';

export interface BrowserLoad {
  url: string;
  headers: Record<string, string>;
  connections: number;
  /** Seconds. */
  duration: number;
}

export interface LoadResult {
  reqPerSec: number;
  /** Milliseconds, as autocannon rounds them. */
  p50: number;
  p99: number;
  requests: number;
  bytes: number;
  /** Answers by status code. */
  codes: Record<string, number>;
  errors: number;
}

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, headers, connections, duration } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
const codes = {};
let errors = 0;
let bytes = 0;
const until = Date.now() + duration * 1000;
const once = () =>
  new Promise((done) => {
    const started = performance.now();
    const failed = () => {
      errors++;
      done();
    };
    http
      .get(url, { agent, headers, timeout: 30000 }, (res) => {
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('error', failed);
        res.on('end', () => {
          latencies.push(performance.now() - started);
          codes[res.statusCode] = (codes[res.statusCode] ?? 0) + 1;
          done();
        });
      })
      .on('timeout', function () {
        this.destroy(new Error('timeout'));
      })
      .on('error', failed);
  });
const client = async () => {
  while (Date.now() < until) await once();
};
Promise.all(Array.from({ length: connections }, client)).then(() => {
  agent.destroy();
  parentPort.postMessage({ latencies, codes, errors, bytes });
});
`;

/** `connections` clients asking one after another for `duration` seconds; latencies from send to the last byte (30 s without a byte is an error). */
export function browserLoad(load: BrowserLoad): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: load });
    worker.once('error', reject);
    worker.once('message', ({ latencies, codes, errors, bytes }: { latencies: number[]; codes: Record<string, number>; errors: number; bytes: number }) => {
      void worker.terminate();
      const sorted = latencies.sort((a, b) => a - b);
      const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
      resolve({ reqPerSec: sorted.length / load.duration, p50: at(0.5), p99: at(0.99), requests: sorted.length, bytes, codes, errors });
    });
  });
}
