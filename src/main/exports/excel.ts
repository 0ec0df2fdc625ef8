// Excel exports written by main straight to disk. With an export folder chosen in the settings, the
// file goes there (asking before it replaces one of the same name); otherwise a save dialog opens in
// the last folder used. The workbook is the same one the web shell downloads.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import type { ExcelExport, ExportResult } from '../../shared/platform';
import type { SettingsStore } from '../settings';

export type OverwriteChoice = 'replace' | 'rename' | 'cancel';

export interface ExportDeps {
  store: SettingsStore;
  /** Builds the workbook's bytes (in a worker thread in the app). */
  build: (file: ExcelExport) => Promise<Uint8Array>;
  /** The save dialog, opened on `defaultPath`; undefined when canceled. */
  askSavePath: (defaultPath: string) => Promise<string | undefined>;
  /** Asked when the export folder already has a file of that name. */
  confirmOverwrite: (path: string) => Promise<OverwriteChoice>;
}

/** 'Revendas.xlsx' -> 'Revendas (2).xlsx' when the folder already has one. */
export function freePath(dir: string, fileName: string, exists: (p: string) => boolean = existsSync): string {
  const ext = extname(fileName);
  const stem = basename(fileName, ext);
  let path = join(dir, fileName);
  for (let n = 2; exists(path); n++) path = join(dir, `${stem} (${n})${ext}`);
  return path;
}

async function choosePath(fileName: string, { store, askSavePath, confirmOverwrite }: Omit<ExportDeps, 'build'>): Promise<string | undefined> {
  const dir = store.get('exportDir');
  if (!dir || !existsSync(dir)) {
    const last = store.get('lastExportDir');
    return askSavePath(last ? join(last, fileName) : fileName);
  }
  const path = join(dir, fileName);
  if (!existsSync(path)) return path;
  const choice = await confirmOverwrite(path);
  if (choice === 'cancel') return undefined;
  return choice === 'replace' ? path : freePath(dir, fileName);
}

export async function writeExcel(file: ExcelExport, deps: ExportDeps): Promise<ExportResult> {
  return writeChosen(file.fileName, () => deps.build(file), deps);
}

/** Any file's bytes (a downloaded backup), saved like an export: the export folder or a dialog. */
export async function writeChosen(fileName: string, bytes: () => Promise<Uint8Array>, deps: Omit<ExportDeps, 'build'>): Promise<ExportResult> {
  const path = await choosePath(fileName, deps);
  if (!path) return { saved: false, canceled: true };
  try {
    await writeFile(path, await bytes());
    deps.store.set('lastExportDir', dirname(path));
    return { saved: true, path };
  } catch (error) {
    return { saved: false, error: String(error) };
  }
}
