// State of one line list: query, sort (flipped after actions) and page, memoised so that typing in
// the search box filters the already sorted rows and never re-sorts 20 000 of them.
import { useCallback, useMemo, useState } from 'react';
import { useListFilters } from '../../components/lists';
import { filterRows, flipSort, indexRows, pageSlice, sortRows, type ListConfig, type ListQuery, type SortState } from './list';

export function useLineList<T, K extends string>(rows: readonly T[] | undefined, config: ListConfig<T, K>, defaultSort: SortState<K>) {
  // A new filter or page size starts again at page 1 (spec section 4, pagination).
  const {
    filters: query,
    setFilters: setQuery,
    page,
    setPage,
    pageSize,
    setPageSize,
  } = useListFilters<ListQuery>({ search: '', status: 'all', expiring: 'all' });
  const [sort, setSort] = useState(defaultSort);

  const indexed = useMemo(() => indexRows(rows ?? [], config), [rows, config]);
  const sorted = useMemo(() => sortRows(indexed, config, sort), [indexed, config, sort]);
  const filtered = useMemo(() => filterRows(sorted, config, query), [sorted, config, query]);
  const current = useMemo(() => pageSlice(filtered, page, pageSize), [filtered, page, pageSize]);

  const afterAction = useCallback(() => setSort(flipSort), []);

  return {
    query,
    setQuery,
    sort,
    setSort,
    page: current.page,
    setPage,
    pageSize,
    setPageSize,
    filtered,
    pageRows: current.rows,
    totalPages: current.totalPages,
    afterAction,
  };
}
