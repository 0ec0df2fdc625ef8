// The rich-text editor's round trip: a stored HTML loads, the toolbar formats, the HTML comes back out,
// a value set from outside (edit / cancel) replaces the document, and an empty document reads as ''.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RichTextEditor } from './RichTextEditor';

function Harness({ initial }: { initial: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <div>
      <RichTextEditor label="Mensagem" value={html} onChange={setHtml} />
      <output data-testid="html">{html}</output>
      <button type="button" onClick={() => setHtml('<p>Outro <em>anúncio</em></p>')}>
        carregar
      </button>
      <button type="button" onClick={() => setHtml('')}>
        limpar
      </button>
    </div>
  );
}

const area = () => screen.getByRole('textbox', { name: 'Mensagem' });
const html = () => screen.getByTestId('html').textContent;

describe('RichTextEditor', () => {
  it('loads stored HTML, formats with the toolbar and gives the HTML back', async () => {
    render(<Harness initial="<p>Olá <strong>revendas</strong></p>" />);
    await waitFor(() => expect(area().innerHTML).toContain('<strong>revendas</strong>'));
    const editorOf = () => (area() as HTMLElement & { editor?: { commands: { selectAll(): boolean } } }).editor;
    await act(async () => {
      editorOf()?.commands.selectAll();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Itálico' }));
    await waitFor(() => expect(html()).toBe('<p><em>Olá </em><strong><em>revendas</em></strong></p>'));
    expect(screen.getByRole('button', { name: 'Itálico' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Lista' }));
    await waitFor(() => expect(html()).toMatch(/^<ul><li><p>.*revendas.*<\/p><\/li><\/ul>$/));
    fireEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(html()).toBe('<p><em>Olá </em><strong><em>revendas</em></strong></p>'));
  });

  it('replaces the document when the value changes outside (edit, cancel) and reads empty as ""', async () => {
    render(<Harness initial="" />);
    await waitFor(() => expect(area()).toBeInTheDocument());
    fireEvent.click(screen.getByText('carregar'));
    await waitFor(() => expect(area().innerHTML).toContain('<em>anúncio</em>'));
    expect(html()).toBe('<p>Outro <em>anúncio</em></p>');
    fireEvent.click(screen.getByText('limpar'));
    await waitFor(() => expect(area().textContent).toBe(''));
    expect(html()).toBe('');
  });

  it('inserts a link through its dialog', async () => {
    render(<Harness initial="<p>Veja</p>" />);
    await waitFor(() => expect(area().textContent).toBe('Veja'));
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const input = await screen.findByRole('textbox', { name: 'Endereço do link' });
    fireEvent.change(input, { target: { value: 'https://t.me/painel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inserir' }));
    await waitFor(() => expect(html()).toContain('href="https://t.me/painel"'));
  });
});
