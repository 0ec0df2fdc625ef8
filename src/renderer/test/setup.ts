// Renderer test setup: Testing Library cleanup between tests and the browser APIs antd expects.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// happy-dom builds documents DOMPurify cannot walk (it handed back <script> and dropped <b>), so in the UI
// tests DOMPurify cleans on a jsdom window, as it cleans on Chromium's in the app; the string it returns
// goes into the happy-dom page as the app puts it into Chromium's.
vi.mock('dompurify', async () => {
  const { JSDOM } = await import('jsdom');
  const { default: createDOMPurify } = await vi.importActual<typeof import('dompurify')>('dompurify');
  const { window } = new JSDOM('');
  return { default: () => createDOMPurify(window as unknown as Window & typeof globalThis) };
});

// A find waits as a user would on a busy machine (parts loaded on first use, another suite beside it):
// up to 20 s, inside the 30 s of a test, so only what never appears fails.
configure({ asyncUtilTimeout: 20_000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
