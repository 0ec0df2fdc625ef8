// Reading the theme the page really shows: the luminance of the layout's background colour.
import type { Page } from '@playwright/test';

/** True when the main layout's background is dark (relative luminance below 0.3). */
export async function layoutIsDark(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    // The first element from the app's root down with an opaque background decides.
    const candidates = [
      document.querySelector('.ant-layout-content'),
      document.querySelector('.ant-layout'),
      document.querySelector('#root > *'),
      document.body,
      document.documentElement,
    ].filter(Boolean) as Element[];
    for (const el of candidates) {
      const [r, g, b, a = 1] = parse(getComputedStyle(el).backgroundColor);
      if (a === 0 || r === undefined) continue;
      const lin = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b) < 0.3;
    }
    return false;
  });
}
