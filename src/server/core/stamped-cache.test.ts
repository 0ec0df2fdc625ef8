// The cache of big answers: one build per key at a time, and a caller is never answered from data
// read before it asked.
import { describe, expect, it } from 'vitest';
import { stampedCache } from './stamped-cache';

/** A build that ends when told to, recording when it started. */
function gatedBuilds() {
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  const build = (label: string) => () => {
    started.push(label);
    return new Promise<{ value: string; validUntil: number }>((resolve) => gates.set(label, () => resolve({ value: label, validUntil: Infinity })));
  };
  const finish = async (label: string) => {
    while (!gates.has(label)) await new Promise((r) => setTimeout(r, 1));
    gates.get(label)!();
  };
  return { started, build, finish };
}

describe('stampedCache', () => {
  it('builds once for callers of the same stamp, and answers from memory until the stamp changes', async () => {
    const cache = stampedCache<string>(8);
    const { started, build, finish } = gatedBuilds();
    const answers = Promise.all([cache('lista', 'v1', 0, build('a')), cache('lista', 'v1', 0, build('b'))]);
    await finish('a');
    expect(await answers).toEqual(['a', 'a']);
    expect(await cache('lista', 'v1', 0, build('c'))).toBe('a');
    const changed = cache('lista', 'v2', 0, build('d'));
    await finish('d');
    expect(await changed).toBe('d');
    expect(started).toEqual(['a', 'd']);
  });

  it('runs one build per key at a time: callers of newer stamps share the next build, started after they asked', async () => {
    const cache = stampedCache<string>(8);
    const { started, build, finish } = gatedBuilds();
    const first = cache('lista', 'v1', 0, build('v1'));
    const second = cache('lista', 'v2', 0, build('v2'));
    const third = cache('lista', 'v3', 0, build('v3'));
    // Another key does not wait for this one.
    const other = cache('outra', 'v1', 0, build('outra'));
    expect(started).toEqual(['v1', 'outra']);
    await finish('v1');
    expect(await first).toBe('v1');
    await finish('v3');
    expect(await Promise.all([second, third])).toEqual(['v3', 'v3']);
    expect(started).toEqual(['v1', 'outra', 'v3']);
    await finish('outra');
    expect(await other).toBe('outra');
    expect(await cache('lista', 'v3', 0, build('x'))).toBe('v3');
  });

  it('builds again when time alone changes the answer, and a failed build fails only its callers', async () => {
    const cache = stampedCache<string>(8);
    let n = 0;
    const timed = async () => ({ value: `build ${++n}`, validUntil: 100 });
    expect(await cache('lista', 'v1', 50, timed)).toBe('build 1');
    expect(await cache('lista', 'v1', 99, timed)).toBe('build 1');
    expect(await cache('lista', 'v1', 100, timed)).toBe('build 2');
    await expect(cache('lista', 'v2', 0, () => Promise.reject(new Error('banco fora')))).rejects.toThrow('banco fora');
    expect(await cache('lista', 'v2', 0, timed)).toBe('build 3');
  });
});
