// The web shell's img-src: the panel, inline pictures and the hosts of the loaded catalogue's images,
// nothing else; before any catalogue of this rule was loaded, any http(s) host (as before).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLAYLIST, uploadCatalogue } from '../modules/catalogue/fixtures';
import { ADMIN_PASSWORD, createTestApp, onePageWebDir, type TestApp } from '../test/harness';
import { IMAGE_ORIGINS_MAX, originsOf } from './image-origins';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIR: onePageWebDir() });
});
afterAll(() => t.close());

const imgSrc = async (url: string) => /img-src ([^;]*)/.exec(String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']))?.[1];

describe('img-src', () => {
  it("follows the catalogue: any http(s) host before one is loaded, then only the catalogue's image hosts", async () => {
    expect(await imgSrc('/dashboard')).toBe("'self' data: blob: https: http:");
    const admin = await t.loginAs('admin', ADMIN_PASSWORD);
    expect((await uploadCatalogue(t, admin, PLAYLIST)).status).toBe(200);
    // Read again within a minute (another instance may have loaded it).
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    try {
      expect(await imgSrc('/dashboard')).toBe("'self' data: blob: http://img.example");
    } finally {
      later.mockRestore();
    }
    // The API's answers are no pages: no page policy at all.
    expect(await imgSrc('/api/my-ip')).toBeUndefined();
  });

  it('keeps the origins of http(s) images only, and any host past IMAGE_ORIGINS_MAX of them', () => {
    expect(
      originsOf(['', 'javascript:alert(1)', 'data:image/png;base64,AA', 'https://a.example/x.png', 'https://a.example/y.png', 'http://b.example:8080/z']),
    ).toEqual(['http://b.example:8080', 'https://a.example']);
    expect(originsOf(Array.from({ length: IMAGE_ORIGINS_MAX + 1 }, (_, i) => `https://h${i}.example/p.png`))).toEqual(['https:', 'http:']);
  });
});
