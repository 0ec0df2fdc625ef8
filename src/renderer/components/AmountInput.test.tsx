import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { AmountInput } from './AmountInput';

/** A form with a credit field and a R$ field, saying the values it holds as numbers ('NaN' for no amount). */
function Probe({ initial = {} }: { initial?: { credits?: number; sale?: number } }) {
  const [form] = Form.useForm<{ credits?: number | null; sale?: number | null }>();
  const [held, setHeld] = useState('');
  return (
    <Form form={form} initialValues={initial} onValuesChange={(_, all) => setHeld(`${all.credits ?? '-'} | ${all.sale ?? '-'}`)}>
      <Form.Item label="Créditos" name="credits">
        <AmountInput />
      </Form.Item>
      <Form.Item label="Valor" name="sale">
        <AmountInput currency />
      </Form.Item>
      <output data-testid="held">{held}</output>
      <Button onClick={() => form.resetFields()}>Limpar</Button>
    </Form>
  );
}

describe('AmountInput, the money and credit field', () => {
  it("takes '2,5', '2.5' and '1.234,50' the same way, as typed, and shows them formatted once left", async () => {
    render(<Probe />);
    const credits = screen.getByLabelText('Créditos');
    const sale = screen.getByLabelText('Valor');
    await userEvent.type(credits, '2,5');
    expect(credits).toHaveValue('2,5');
    expect(screen.getByTestId('held')).toHaveTextContent('2.5 | -');
    await userEvent.type(sale, '1.234,50');
    expect(sale).toHaveValue('1.234,50');
    expect(screen.getByTestId('held')).toHaveTextContent('2.5 | 1234.5');
    await userEvent.clear(credits);
    await userEvent.type(credits, '2.5');
    expect(screen.getByTestId('held')).toHaveTextContent('2.5 | 1234.5');
    await userEvent.clear(sale);
    await userEvent.type(sale, '7.5');
    await userEvent.tab();
    expect(sale).toHaveValue('7,50');
    expect(screen.getByText('R$')).toBeInTheDocument();
    await userEvent.click(credits);
    await userEvent.tab();
    expect(credits).toHaveValue('2,5');
  });

  it('replaces the value the field holds with what is typed', async () => {
    render(<Probe initial={{ credits: 0, sale: 7.5 }} />);
    const credits = screen.getByLabelText('Créditos');
    const sale = screen.getByLabelText('Valor');
    expect(credits).toHaveValue('0');
    expect(sale).toHaveValue('7,50');
    await userEvent.type(credits, '10');
    await userEvent.type(sale, '9');
    expect(credits).toHaveValue('10');
    expect(sale).toHaveValue('9');
    expect(screen.getByTestId('held')).toHaveTextContent('10 | 9');
  });

  it('keeps a text that is no amount as typed and holds NaN, so the check refuses it; a reset empties the field', async () => {
    render(<Probe />);
    const credits = screen.getByLabelText('Créditos');
    await userEvent.type(credits, '2,555');
    await userEvent.tab();
    expect(credits).toHaveValue('2,555');
    expect(screen.getByTestId('held')).toHaveTextContent('NaN | -');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(screen.getByLabelText('Créditos')).toHaveValue('');
  });
});
