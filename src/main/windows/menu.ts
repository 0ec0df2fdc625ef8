// The pt-BR application menu: Arquivo, Editar, Exibir, Janela, Ajuda. 'Abrir em nova janela' opens
// the screen of the focused window in a window of its own; 'Ajuda' has what a support ticket needs (the
// logs folder, the system's details) and the switch of the automatic update downloads.
import { BrowserWindow, Menu, type MenuItemConstructorOptions } from 'electron';
import { DESKTOP_MSG } from '../../shared/desktop/texts';
import { routeSchema } from '../ipc/schemas';

export interface HelpActions {
  openLogs: () => void;
  copySystemInfo: () => void;
  autoDownload: { get: () => boolean; set: (on: boolean) => void };
}

export function buildAppMenu(openInNewWindow: (route: string) => void, help: HelpActions, isMac = process.platform === 'darwin'): Menu {
  const currentRoute = () => {
    const url = BrowserWindow.getFocusedWindow()?.webContents.getURL();
    return url ? new URL(url).pathname : '/dashboard';
  };
  const template: MenuItemConstructorOptions[] = [
    {
      label: 'Arquivo',
      submenu: [
        { label: 'Abrir em nova janela', accelerator: 'CmdOrCtrl+Shift+N', click: () => openInNewWindow(currentRoute()) },
        { type: 'separator' },
        isMac ? { role: 'close', label: 'Fechar janela' } : { role: 'quit', label: 'Sair' },
      ],
    },
    {
      label: 'Editar',
      submenu: [
        { role: 'undo', label: 'Desfazer' },
        { role: 'redo', label: 'Refazer' },
        { type: 'separator' },
        { role: 'cut', label: 'Recortar' },
        { role: 'copy', label: 'Copiar' },
        { role: 'paste', label: 'Colar' },
        { role: 'selectAll', label: 'Selecionar tudo' },
      ],
    },
    {
      label: 'Exibir',
      submenu: [
        { role: 'reload', label: 'Recarregar' },
        { type: 'separator' },
        { role: 'resetZoom', label: 'Tamanho original' },
        { role: 'zoomIn', label: 'Aumentar' },
        { role: 'zoomOut', label: 'Diminuir' },
        { type: 'separator' },
        { role: 'togglefullscreen', label: 'Tela cheia' },
      ],
    },
    {
      label: 'Janela',
      submenu: [
        { role: 'minimize', label: 'Minimizar' },
        { role: 'zoom', label: 'Ampliar' },
        { role: 'close', label: 'Fechar' },
      ],
    },
    {
      label: 'Ajuda',
      submenu: [
        { label: DESKTOP_MSG.openLogs, click: help.openLogs },
        { label: DESKTOP_MSG.copySystemInfo, click: help.copySystemInfo },
        { type: 'separator' },
        { label: DESKTOP_MSG.autoDownload, type: 'checkbox', checked: help.autoDownload.get(), click: (item) => help.autoDownload.set(item.checked) },
        { type: 'separator' },
        { role: 'about', label: 'Sobre o Painel Revenda' },
      ],
    },
  ];
  return Menu.buildFromTemplate(template);
}

/** `painel-revenda://users-iptv/12` -> '/users-iptv/12'; anything else -> undefined. */
export function deepLinkRoute(argv: readonly string[]): string | undefined {
  const link = argv.find((arg) => arg.startsWith(`${DEEP_LINK_SCHEME}://`));
  if (!link) return undefined;
  const route = `/${link.slice(DEEP_LINK_SCHEME.length + 3).replace(/^\/+|\/+$/g, '')}`;
  return routeSchema.safeParse(route).success ? route : undefined;
}

export const DEEP_LINK_SCHEME = 'painel-revenda';
