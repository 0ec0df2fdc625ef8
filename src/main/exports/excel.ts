// Excel exports written by main straight to disk: into the last export folder, or where a save dialog
// says the first time. The workbook is the same one the web shell downloads.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { buildWorkbook } from '../../shared/excel';
import type { ExcelExport, ExportResult } from '../../shared/platform';
import type { SettingsStore } from '../settings';

export type AskSavePath = (defaultName: string) => Promise<string | undefined>;

/** 'Revendas.xlsx' -> 'Revendas (2).xlsx' when the folder already has one: an export never overwrites. */
export function freePath(dir: string, fileName: string, exists: (p: string) => boolean = existsSync): string {
  const ext = extname(fileName);
  const stem = basename(fileName, ext);
  let path = join(dir, fileName);
  for (let n = 2; exists(path); n++) path = join(dir, `${stem} (${n})${ext}`);
  return path;
}

export async function writeExcel(file: ExcelExport, store: SettingsStore, askSavePath: AskSavePath): Promise<ExportResult> {
  const dir = store.get('exportDir');
  const path = dir && existsSync(dir) ? freePath(dir, file.fileName) : await askSavePath(file.fileName);
  if (!path) return { saved: false, canceled: true };
  try {
    await writeFile(path, await buildWorkbook(file));
    store.set('exportDir', dirname(path));
    return { saved: true, path };
  } catch (error) {
    return { saved: false, error: String(error) };
  }
}
