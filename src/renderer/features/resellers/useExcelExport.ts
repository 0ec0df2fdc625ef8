// One place for the network screens' Excel exports: the empty-list text, the failure text, and
// reading every page of a paged list before writing the workbook.
import { useCallback } from 'react';
import { LINES_UI_MSG } from '../../../shared/messages';
import type { ExcelExport, ApiRequest } from '../../../shared/platform';
import { useErrorDialog } from '../../components/dialogs';
import { getPlatform } from '../../platform';

/** Writes the workbook, or says 'Não há dados para exportar.' when there are no rows. */
export function useExcelExport() {
  const showError = useErrorDialog();
  return useCallback(
    async (file: ExcelExport) => {
      if (file.rows.length === 0) return showError(LINES_UI_MSG.noDataToExport);
      try {
        const res = await getPlatform().exportExcel(file);
        if (!res.saved && !res.canceled) showError(LINES_UI_MSG.exportFailed);
      } catch {
        showError(LINES_UI_MSG.exportFailed);
      }
    },
    [showError],
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
