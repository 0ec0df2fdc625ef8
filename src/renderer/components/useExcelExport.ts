// One place for every screen's Excel exports: the empty-list text, a progress line while a big
// workbook is built, where the desktop app saved it (with 'Abrir pasta'), 'Erro ao exportar' when the
// file cannot be written, and
// reading every page of a paged list before writing the workbook.
import { createElement, useCallback } from 'react';
import { Button } from 'antd';
import { LINES_UI_MSG } from '../../shared/messages';
import type { ExcelExport, ApiRequest } from '../../shared/platform';
import { useErrorDialog } from './dialogs';
import { getPlatform } from '../platform';
import { useFeedback } from './feedback';

/** Writes the workbook, or says 'Não há dados para exportar.' when there are no rows. */
export function useExcelExport() {
  const showError = useErrorDialog();
  const { message, notification } = useFeedback();
  return useCallback(
    async (file: ExcelExport) => {
      if (file.rows.length === 0) return showError(LINES_UI_MSG.noDataToExport);
      const platform = getPlatform();
      const progress = 'excel-export';
      message.open({ key: progress, type: 'loading', content: LINES_UI_MSG.exportWorking(file.rows.length), duration: 0 });
      try {
        const res = await platform.exportExcel(file);
        if (res.saved && res.path) {
          const path = res.path;
          notification.success({
            // Below, not over the toolbars' buttons (a second export stays one click away).
            placement: 'bottomRight',
            title: LINES_UI_MSG.exportSaved,
            description: path,
            actions: createElement(Button, { size: 'small', onClick: () => void platform.showInFolder(path) }, LINES_UI_MSG.exportOpenFolder),
          });
        } else if (!res.saved && !res.canceled) showError(LINES_UI_MSG.exportFileFailed, LINES_UI_MSG.exportFileFailedTitle);
      } catch {
        showError(LINES_UI_MSG.exportFileFailed, LINES_UI_MSG.exportFileFailedTitle);
      } finally {
        message.destroy(progress);
      }
    },
    [showError, message, notification],
  );
}

/** Every row of a paged list (100 a page), or null when a page does not load. */
export async function fetchAllPages<T, R>(request: Omit<ApiRequest, 'method'>, page: (answer: R) => { data: T[]; last_page: number }): Promise<T[] | null> {
  const rows: T[] = [];
  for (let p = 1; ; p++) {
    const res = await getPlatform().request<R>({ ...request, method: 'GET', query: { ...request.query, page: p, per_page: 100 } });
    if (res.status !== 200) return null;
    const { data, last_page } = page(res.data);
    rows.push(...data);
    if (p >= last_page) return rows;
  }
}
