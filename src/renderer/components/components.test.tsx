import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfigProvider } from 'antd';
import { FeedbackRoot } from './feedback';
import { useState } from 'react';
import { useConfirm, useErrorDialog, useValidationWarning } from './dialogs';
import { InfoDialog } from './ServerHtml';
import { SuccessBanner } from './SuccessBanner';

const wrap = (ui: React.ReactNode) =>
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <FeedbackRoot>{ui}</FeedbackRoot>
    </ConfigProvider>,
  );

function ConfirmProbe({ onAnswer }: { onAnswer: (yes: boolean) => void }) {
  const confirm = useConfirm();
  return <Button onClick={async () => onAnswer(await confirm('Deseja excluir a revenda?'))}>Excluir</Button>;
}

describe('Sim/Não confirmation', () => {
  it.each([
    ['Sim', true],
    ['Não', false],
  ])('answers %s with %s', async (button, answer) => {
    const onAnswer = vi.fn();
    wrap(<ConfirmProbe onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Deseja excluir a revenda?');
    await userEvent.click(within(dialog).getByRole('button', { name: button }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(answer));
  });

  it('answers no when closed by the X', async () => {
    const onAnswer = vi.fn();
    wrap(<ConfirmProbe onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await userEvent.click(await screen.findByRole('button', { name: /close|fechar/i }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
  });
});

function ErrorProbe({ message }: { message: string | string[] }) {
  const showError = useErrorDialog();
  return <Button onClick={() => showError(message)}>Falhar</Button>;
}

describe('error dialog', () => {
  it("shows 'Ocorreu um erro' with the server's text", async () => {
    wrap(<ErrorProbe message="Créditos insuficientes para esta operação." />);
    await userEvent.click(screen.getByRole('button', { name: 'Falhar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ocorreu um erro');
    expect(dialog).toHaveTextContent('Créditos insuficientes para esta operação.');
  });

  it('lists several messages one per line', async () => {
    wrap(<ErrorProbe message={['O campo Usuário é necessário.', 'As senhas não conferem.']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Falhar' }));
    const items = await screen.findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['O campo Usuário é necessário.', 'As senhas não conferem.']);
  });
});

function WarningProbe({ errors, onShown }: { errors: string[]; onShown: (shown: boolean) => void }) {
  const warn = useValidationWarning();
  return <Button onClick={() => onShown(warn(errors))}>Salvar</Button>;
}

describe("'Atenção' warning", () => {
  it('lists up to three messages', async () => {
    const onShown = vi.fn();
    wrap(<WarningProbe errors={['O campo Usuário é necessário.', 'O campo Senha é necessário.']} onShown={onShown} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Atenção');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(onShown).toHaveBeenCalledWith(true);
  });

  it('sums up four or more in one line', async () => {
    wrap(<WarningProbe errors={['a', 'b', 'c', 'd']} onShown={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Preencha todos os campos obrigatórios.']);
  });

  it('shows nothing and lets the form go on without errors', async () => {
    const onShown = vi.fn();
    wrap(<WarningProbe errors={[]} onShown={onShown} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onShown).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

function InfoProbe() {
  const [open, setOpen] = useState(true);
  return <InfoDialog open={open} title="Novidades" html="<p>Nova <b>DNS</b> disponível</p>" onClose={() => setOpen(false)} />;
}

describe('info dialog', () => {
  it('shows the title and the HTML message, and closes by the X', async () => {
    wrap(<InfoProbe />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Novidades');
    expect((await screen.findByText('DNS')).tagName).toBe('B');
    await userEvent.click(screen.getByRole('button', { name: /close|fechar/i }));
    await waitFor(() => expect(screen.queryByText('DNS')).toBeNull());
  });
});

describe('success banner', () => {
  it("copies its text and says 'Copiado!'", async () => {
    const user = userEvent.setup();
    wrap(
      <SuccessBanner title="Revenda cadastrada com sucesso!" copies={[{ label: 'Copiar mensagem', text: 'USUÁRIO: joao' }]}>
        USUÁRIO: joao
      </SuccessBanner>,
    );
    await user.click(screen.getByRole('button', { name: /Copiar mensagem/ }));
    expect(await screen.findByRole('button', { name: /Copiado!/ })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('USUÁRIO: joao');
  });

  it('can be dismissed', async () => {
    const onClose = vi.fn();
    wrap(<SuccessBanner title="Usuário editado com sucesso!" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
