// A release of the desktop app as `npm run dist` leaves it for DESKTOP_UPDATES_DIR: the installers and
// their electron-builder feed (version, each file's sha512 in base64 and size), for the server's tests
// and the main process's updater test.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dump } from 'js-yaml';

/** Writes the installers (name -> bytes) and `feed` (latest.yml, latest-mac.yml, latest-linux.yml) naming them. */
export function writeRelease(dir: string, feed: string, version: string, installers: Record<string, Buffer>): void {
  const files = Object.entries(installers).map(([url, bytes]) => {
    writeFileSync(join(dir, url), bytes);
    return { url, sha512: createHash('sha512').update(bytes).digest('base64'), size: bytes.length };
  });
  writeFileSync(join(dir, feed), dump({ version, files, path: files[0].url, sha512: files[0].sha512, releaseDate: new Date().toISOString() }));
}
