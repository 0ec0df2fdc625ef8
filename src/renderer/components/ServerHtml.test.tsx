import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { cleanServerHtml } from './purify';
import { ServerHtml } from './ServerHtml';
import { CALLS, pathOf } from '../../shared/calls';

describe('server HTML', () => {
  it('shows the words as plain text while the cleaner loads, never an empty box', async () => {
    // A fresh copy of the module: the cleaner not loaded yet, whatever ran before in this worker.
    vi.resetModules();
    const { ServerHtml: Fresh } = await import('./ServerHtml');
    const { container } = render(<Fresh html={'<p>Trocamos o <b>servidor</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">'} />);
    expect(container.innerHTML).toBe('<div>Trocamos o servidor</div>');
    await waitFor(() => expect(container.innerHTML).toBe('<div><p>Trocamos o <b>servidor</b></p></div>'));
  });

  it('keeps formatting, links and images', () => {
    const html = '<p>Nova <b>DNS</b>: <a href="https://t.me/x" target="_blank">canal</a> <img src="/brand/logo.svg" alt="logo"></p>';
    expect(cleanServerHtml(html)).toBe(html);
  });

  it('drops scripts, frames, event handlers and javascript: links', () => {
    const clean = cleanServerHtml(
      '<p onclick="alert(1)">oi</p><script>alert(2)</script><iframe src="https://x"></iframe><a href=" javascript:alert(3)">x</a><img src="x" onerror="alert(4)">',
    );
    expect(clean).toBe('<p>oi</p><a>x</a>');
  });

  it('keeps images from the panel itself or inline, and drops remote ones (a tracking pixel shown to a whole network)', () => {
    const own = `<p><img src="${pathOf(CALLS.backgroundImage, { id: 3 })}" alt="fundo"><img src="data:image/png;base64,QUJD" alt="x"></p>`;
    expect(cleanServerHtml(own)).toBe(own);
    for (const src of ['https://rastreio.example/p.gif', 'http://10.0.0.1/p.gif', '//rastreio.example/p.gif', 'data:image/svg+xml;base64,PHN2Zz4='])
      expect([src, cleanServerHtml(`<p>oi<img src="${src}"></p>`)]).toEqual([src, '<p>oi</p>']);
  });

  it('renders the cleaned HTML in a block or inline', async () => {
    const { container } = render(<ServerHtml inline html={'Adicionou <b>5</b> crédito(s)<script>alert(1)</script>'} />);
    await waitFor(() => expect(container.innerHTML).toBe('<span>Adicionou <b>5</b> crédito(s)</span>'));
  });
});
