// Removes the fresh data folders that playwright.config.ts made for the servers of this run.
import { rmSync } from 'node:fs';

export default function globalTeardown(): void {
  for (const [key, dir] of Object.entries(process.env))
    if (key.startsWith('E2E_DATA_DIR_') && dir?.includes('painel-e2e-')) rmSync(dir, { recursive: true, force: true });
}
