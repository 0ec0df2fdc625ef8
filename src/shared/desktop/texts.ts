// The desktop app as its users expect it (issue 33): the installers the admin drops into the server's
// DESKTOP_UPDATES_DIR, offered by the web shell for download (GET /api/desktop-release), and the pt-BR
// texts of the app's updates, faults and 'Ajuda' menu.

export const DESKTOP_OSES = ['windows', 'mac', 'linux'] as const;
export type DesktopOs = (typeof DESKTOP_OSES)[number];

export const DESKTOP_MSG = {
  downloadsTitle: 'Aplicativo para computador',
  downloadsLead: 'Baixar o app para',
  updateReady: (version: string) => `Nova versão ${version} disponível: reiniciar para atualizar`,
  updateReadyDetail: 'Se preferir, a nova versão é instalada quando o app for fechado e vale na próxima inicialização.',
  restartNow: 'Reiniciar agora',
  restartLater: 'Na próxima inicialização',
  updateFound: (version: string) => `Nova versão ${version} disponível.`,
  updateFoundDetail: 'O download automático está desligado (Ajuda > Baixar atualizações automaticamente). Baixar agora, em segundo plano?',
  download: 'Baixar',
  notNow: 'Agora não',
  updateFailed: (version: string) => `Não foi possível atualizar para a versão ${version}.`,
  updateTampered: 'O arquivo baixado não confere com o publicado no servidor (sha512) e foi descartado: nada foi instalado.',
  updateIncomplete: 'O download não terminou e foi descartado: nada foi instalado. O app tenta de novo na próxima verificação.',
  windowGone: 'Esta janela do Painel Revenda parou de funcionar.',
  unexpectedError: 'O Painel Revenda encontrou um erro inesperado.',
  seeLogs: 'O motivo ficou registrado no log (Ajuda > Abrir pasta de logs).',
  reload: 'Recarregar',
  closeWindow: 'Fechar janela',
  carryOn: 'Continuar',
  openLogs: 'Abrir pasta de logs',
  copySystemInfo: 'Copiar informações do sistema',
  autoDownload: 'Baixar atualizações automaticamente',
} as const;
