// IPC handlers: each checks that the sender is one of our windows and validates its argument with the
// channel's schema before doing anything; anything else is refused and nothing happens.
import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import type { z } from 'zod';
import type { NoticeState } from '../../shared/notices';
import type { ApiRequest, ExcelExport, ExportResult } from '../../shared/platform';
import type { HttpClient } from '../http/client';
import { CHANNELS, EVENTS } from './channels';
import {
  apiRequestSchema,
  downloadSchema,
  excelSchema,
  loginSchema,
  noArgs,
  routeSchema,
  savedPathSchema,
  serverUrlSchema,
  showingTicketSchema,
  switchSchema,
  tagsSchema,
  unreadCountSchema,
} from './schemas';

export interface IpcDeps {
  http: HttpClient;
  owns: (sender: WebContents) => boolean;
  openWindow: (route: string) => void;
  broadcast: (channel: string, payload: unknown, except?: WebContents) => void;
  exportExcel: (file: ExcelExport) => Promise<ExportResult>;
  downloadFile: (req: ApiRequest, fileName: string) => Promise<ExportResult>;
  /** Shows a file main saved in its folder (any other path is refused). */
  showInFolder: (path: string) => void;
  exportDir: { get: () => string | null; choose: () => Promise<string | null>; clear: () => void };
  getServerUrl: () => string;
  setServerUrl: (url: string) => void;
  /** Makes sure main follows the live stream (it forwards the events to every window). */
  subscribe: () => void;
  /** The sender window shows (or stopped showing) a ticket's chat. */
  showingTicket: (sender: WebContents, ticketId: number, shown: boolean) => void;
  /** The unread ticket count the windows read (the badge's): dock/taskbar badge and tray. */
  setUnreadCount: (count: number) => void;
  ticketNotices: { get: () => NoticeState; set: (on: boolean) => NoticeState };
}

export class IpcRefused extends Error {}

export function validatedHandler<S extends z.ZodType>(owns: IpcDeps['owns'], schema: S, act: (arg: z.infer<S>, event: IpcMainInvokeEvent) => unknown) {
  return async (event: IpcMainInvokeEvent, arg: unknown) => {
    if (!owns(event.sender)) throw new IpcRefused('Remetente não autorizado.');
    const parsed = schema.safeParse(arg);
    if (!parsed.success) throw new IpcRefused('Argumentos inválidos.');
    return act(parsed.data, event);
  };
}

export function registerIpc(deps: IpcDeps): void {
  const handle = <S extends z.ZodType>(channel: string, schema: S, act: (arg: z.infer<S>, event: IpcMainInvokeEvent) => unknown) =>
    ipcMain.handle(channel, validatedHandler(deps.owns, schema, act));

  handle(CHANNELS.request, apiRequestSchema, (req) => deps.http.request(req));
  handle(CHANNELS.login, loginSchema, (body) => deps.http.login(body));
  handle(CHANNELS.logout, noArgs, () => deps.http.logout());
  handle(CHANNELS.invalidate, tagsSchema, (tags, event) => deps.broadcast(EVENTS.invalidate, tags, event.sender));
  handle(CHANNELS.openWindow, routeSchema, (route) => deps.openWindow(route));
  handle(CHANNELS.exportExcel, excelSchema, (file) => deps.exportExcel(file as ExcelExport));
  handle(CHANNELS.downloadFile, downloadSchema, ({ req, fileName }) => deps.downloadFile(req as ApiRequest, fileName));
  handle(CHANNELS.showInFolder, savedPathSchema, (path) => deps.showInFolder(path));
  handle(CHANNELS.getExportDir, noArgs, () => deps.exportDir.get());
  handle(CHANNELS.chooseExportDir, noArgs, () => deps.exportDir.choose());
  handle(CHANNELS.clearExportDir, noArgs, () => deps.exportDir.clear());
  handle(CHANNELS.getServerUrl, noArgs, () => deps.getServerUrl());
  handle(CHANNELS.subscribe, noArgs, () => deps.subscribe());
  handle(CHANNELS.setServerUrl, serverUrlSchema, (url) => deps.setServerUrl(url.replace(/\/+$/, '')));
  handle(CHANNELS.showingTicket, showingTicketSchema, ({ ticketId, shown }, event) => deps.showingTicket(event.sender, ticketId, shown));
  handle(CHANNELS.setUnreadCount, unreadCountSchema, (count) => deps.setUnreadCount(count));
  handle(CHANNELS.getTicketNotices, noArgs, () => deps.ticketNotices.get());
  handle(CHANNELS.setTicketNotices, switchSchema, (on) => deps.ticketNotices.set(on));
}
