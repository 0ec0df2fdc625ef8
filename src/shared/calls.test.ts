import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALLS } from './calls';

describe('the table of calls', () => {
  it('is the entries of the domain folders, each name declared by one domain only', async () => {
    const folders = readdirSync(import.meta.dirname, { withFileTypes: true }).filter(
      (f) => f.isDirectory() && existsSync(join(import.meta.dirname, f.name, 'calls.ts')),
    );
    const declared: string[] = [];
    for (const folder of folders) {
      const entries: Record<string, object> = await import(`./${folder.name}/calls.ts`);
      for (const [name, value] of Object.entries(entries)) if (name.endsWith('_CALLS')) declared.push(...Object.keys(value));
    }
    // A name two domains declare is here twice, and in the table once (the later spread wins).
    expect(declared.sort()).toEqual(Object.keys(CALLS).sort());
  });
});
