import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { FeedbackRoot } from '../../components/feedback';
import { useState } from 'react';
import { LinksDialog } from './LinksDialog';
import { MacInput } from './MacInput';

const wrap = (ui: React.ReactNode) =>
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <FeedbackRoot>{ui}</FeedbackRoot>
    </ConfigProvider>,
  );

function MacProbe() {
  const [mac, setMac] = useState('');
  return <MacInput id="mac" value={mac} onChange={setMac} />;
}

describe('MAC input', () => {
  it('shows what the user types as colon-separated pairs, 17 characters at most', async () => {
    wrap(<MacProbe />);
    const input = screen.getByPlaceholderText('00:00:00:00:00:00');
    await userEvent.type(input, 'a1b2c3d4e5f6 99');
    expect(input).toHaveValue('A1:B2:C3:D4:E5:F6');
  });
});

/** The labels of the open antd Select's items (the ARIA options carry only values). */
async function optionLabels() {
  await screen.findAllByRole('option');
  return [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
}

describe('links dialog', () => {
  const links = { 8: 'http://dns.example/get.php?username=u&amp;password=p', 7: '<b>X-Cloud</b>: app code 42' };

  async function openOptions(xcloudEnabled: boolean) {
    wrap(<LinksDialog open username="joao" xcloudEnabled={xcloudEnabled} links={links} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Escolha uma opção:');
    expect(dialog).toHaveTextContent('.::SELECIONE::.');
    await userEvent.click(within(dialog).getByRole('combobox'));
    return dialog;
  }

  it('offers the options in order without X-CLOUD when disabled, and shows the chosen link', async () => {
    await openOptions(false);
    const labels = await optionLabels();
    expect(labels).toEqual(['COMPLETO', 'M3U8', 'SMARTERS PLAYER', 'STB', 'SSIPTV', 'ANDROID', 'WEB PLAYER']);
    await userEvent.click(screen.getByTitle('M3U8'));
    expect(await screen.findByText('http://dns.example/get.php?username=u&password=p')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Copiar/ })).toBeInTheDocument();
  });

  it('adds X-CLOUD last when enabled', async () => {
    await openOptions(true);
    const labels = await optionLabels();
    expect(labels.at(-1)).toBe('X-CLOUD');
    expect(labels).toHaveLength(8);
  });
});
