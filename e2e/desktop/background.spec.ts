// The login background in the desktop app: the admin's uploaded image of the franchise is served by the
// panel server, and main fetches it for the app:// page (which keeps its strict CSP: img-src 'self').
import { expect, test } from './bench';

// A real 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test("the login shows the franchise's uploaded background, fetched from the server through main", async ({ desktop, admin }) => {
  const upload = await admin.request.post('/api/upload-background', {
    headers: { authorization: `Bearer ${admin.token}` },
    multipart: { file: { name: 'fundo.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status()).toBe(200);
  const { id, image } = (await upload.json()) as { id: number; image: string };
  try {
    const [page] = desktop.pages();
    await expect(page).toHaveURL(/\/login$/);
    await page.reload();
    await expect(page.getByTestId('auth-layout')).toHaveAttribute('style', new RegExp(image));
    const answer = await page.evaluate(async (src) => {
      const res = await fetch(src);
      return { status: res.status, type: res.headers.get('content-type'), size: (await res.arrayBuffer()).byteLength };
    }, image);
    expect(answer).toEqual({ status: 200, type: 'image/png', size: PNG.length });
    // Only the server's images go through: any other /api path stays the app's own page.
    const other = await page.evaluate(async () => (await fetch('/api/get-profile')).headers.get('content-type'));
    expect(other).toContain('text/html');
  } finally {
    await admin.call('DELETE', `/api/remove-background/${id}`);
  }
});
