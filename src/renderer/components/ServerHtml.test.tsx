import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { cleanServerHtml, ServerHtml } from './ServerHtml';

describe('server HTML', () => {
  it('keeps formatting, links and images', () => {
    const html = '<p>Nova <b>DNS</b>: <a href="https://t.me/x" target="_blank">canal</a> <img src="/brand/logo.svg" alt="logo"></p>';
    expect(cleanServerHtml(html)).toBe(html);
  });

  it('drops scripts, frames, event handlers and javascript: links', () => {
    const clean = cleanServerHtml(
      '<p onclick="alert(1)">oi</p><script>alert(2)</script><iframe src="https://x"></iframe><a href=" javascript:alert(3)">x</a><img src="x" onerror="alert(4)">',
    );
    expect(clean).toBe('<p>oi</p><a>x</a><img src="x">');
  });

  it('renders the cleaned HTML in a block or inline', () => {
    const { container } = render(<ServerHtml inline html={'Adicionou <b>5</b> crédito(s)<script>alert(1)</script>'} />);
    expect(container.innerHTML).toBe('<span>Adicionou <b>5</b> crédito(s)</span>');
  });
});
