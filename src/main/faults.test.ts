// What went wrong, kept and said (issue 33): a window whose page is gone and an uncaught error of main
// are logged with their cause and offered a reload in pt-BR; the 'Ajuda' menu opens the logs folder,
// copies the system's details for a ticket and switches the automatic update downloads.
import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_MSG } from '../shared/desktop/texts';
import { clipboardTexts, dialogs, electronFake, fakeApp, FakeBrowserWindow, openedPaths, resetElectronFake } from './test/electron-fake';

vi.mock('electron', () => electronFake);

const { watchFaults } = await import('./faults');
const { buildAppMenu } = await import('./windows/menu');
const { helpActions } = await import('./help');
const { autoDownloadSetting } = await import('./updates');

const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const answer = (label: string) => (dialogs.answer = (options) => options.buttons!.indexOf(label));

beforeEach(() => resetElectronFake());

describe('faults', () => {
  it('a page gone: logged with its cause, the pt-BR dialog, and a reload when asked', async () => {
    const logged = log();
    watchFaults(logged, new EventEmitter());
    const win = new FakeBrowserWindow({ width: 10, height: 10 });
    win.webContents.url = 'app://panel/dashboard';
    answer(DESKTOP_MSG.reload);
    fakeApp.emit('render-process-gone', {}, win.webContents, { reason: 'crashed', exitCode: 11 });
    await vi.waitFor(() => expect(win.webContents.reloads).toBe(1));
    expect(logged.error).toHaveBeenCalledWith('A página de app://panel/dashboard parou: crashed (código de saída 11)');
    expect(dialogs.shown).toEqual([
      expect.objectContaining({
        message: 'Esta janela do Painel Revenda parou de funcionar.',
        detail: DESKTOP_MSG.seeLogs,
        buttons: ['Recarregar', 'Fechar janela'],
      }),
    ]);

    answer(DESKTOP_MSG.closeWindow);
    fakeApp.emit('render-process-gone', {}, win.webContents, { reason: 'oom', exitCode: 1 });
    await vi.waitFor(() => expect(win.destroyed).toBe(true));
    expect(win.webContents.reloads).toBe(1);
  });

  it('a page that ended normally is no fault; one dialog at a time', async () => {
    watchFaults(log(), new EventEmitter());
    const win = new FakeBrowserWindow({ width: 10, height: 10 });
    fakeApp.emit('render-process-gone', {}, win.webContents, { reason: 'clean-exit', exitCode: 0 });
    expect(dialogs.shown).toEqual([]);
    let close!: (r: { response: number }) => void;
    const showMessageBox = vi.spyOn(electronFake.dialog, 'showMessageBox').mockImplementation(() => new Promise((r) => (close = r)));
    fakeApp.emit('render-process-gone', {}, win.webContents, { reason: 'crashed', exitCode: 1 });
    fakeApp.emit('render-process-gone', {}, win.webContents, { reason: 'crashed', exitCode: 1 });
    expect(showMessageBox).toHaveBeenCalledTimes(1);
    close({ response: 0 });
    await vi.waitFor(() => expect(win.webContents.reloads).toBe(1));
    showMessageBox.mockRestore();
  });

  it('an uncaught error of main: logged, said, and every window reloaded when asked', async () => {
    const logged = log();
    const events = new EventEmitter();
    watchFaults(logged, events);
    const windows = [new FakeBrowserWindow({ width: 10, height: 10 }), new FakeBrowserWindow({ width: 10, height: 10 })];
    answer(DESKTOP_MSG.reload);
    const error = new Error('disco cheio');
    events.emit('uncaughtException', error);
    await vi.waitFor(() => expect(windows.map((w) => w.webContents.reloads)).toEqual([1, 1]));
    expect(logged.error).toHaveBeenCalledWith('Erro não tratado no processo principal:', error);
    expect(dialogs.shown[0]).toMatchObject({
      type: 'error',
      message: 'O Painel Revenda encontrou um erro inesperado.',
      detail: `disco cheio\n\n${DESKTOP_MSG.seeLogs}`,
    });
  });

  it('a rejected promise no one waited for is logged, without a dialog', () => {
    const logged = log();
    const events = new EventEmitter();
    watchFaults(logged, events);
    const reason = new Error('ERR_ABORTED (-3) loading app://panel/log');
    events.emit('unhandledRejection', reason);
    expect(logged.error).toHaveBeenCalledWith('Promessa recusada sem tratamento no processo principal:', reason);
    expect(dialogs.shown).toEqual([]);
  });
});

describe("the 'Ajuda' menu", () => {
  function helpMenu() {
    const data: Record<string, unknown> = { serverUrl: 'https://painel.exemplo.com.br' };
    const store = { get: (k: string) => data[k], set: (k: string, v: unknown) => void (data[k] = v), delete: (k: string) => void delete data[k] } as never;
    const menu = buildAppMenu(
      vi.fn(),
      helpActions('/logs', () => 'https://painel.exemplo.com.br', autoDownloadSetting(store)),
    ) as unknown as {
      template: { label: string; submenu: { label?: string; type?: string; checked?: boolean; click?: (item: { checked: boolean }) => void }[] }[];
    };
    const items = menu.template.find((m) => m.label === 'Ajuda')!.submenu;
    return { data, item: (label: string) => items.find((i) => i.label === label)!, labels: items.map((i) => i.label ?? i.type) };
  }

  it('opens the logs folder and copies version, system and server for a ticket', () => {
    const { item, labels } = helpMenu();
    expect(labels).toEqual([
      'Abrir pasta de logs',
      'Copiar informações do sistema',
      'separator',
      'Baixar atualizações automaticamente',
      'separator',
      'Sobre o Painel Revenda',
    ]);
    item('Abrir pasta de logs').click!({ checked: false });
    expect(openedPaths).toEqual(['/logs']);
    fakeApp.version = '1.2.3';
    item('Copiar informações do sistema').click!({ checked: false });
    expect(clipboardTexts).toHaveLength(1);
    expect(clipboardTexts[0]).toMatch(
      /^Painel Revenda 1\.2\.3\nSistema: \S+ \S+ \(\w+\)\nServidor: https:\/\/painel\.exemplo\.com\.br\nPasta de logs: \/logs$/,
    );
  });

  it('switches the automatic update downloads, on until turned off', () => {
    const first = helpMenu();
    expect(first.item('Baixar atualizações automaticamente')).toMatchObject({ type: 'checkbox', checked: true });
    first.item('Baixar atualizações automaticamente').click!({ checked: false });
    expect(first.data.autoDownloadUpdates).toBe(false);
  });
});
