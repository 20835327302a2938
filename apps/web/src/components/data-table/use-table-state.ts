import { PAGE_SIZES } from '@edu/shared';
import { useEffect, useState } from 'react';
import { ALL_ROWS } from './types';

const SEARCH_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Page, page size and search of a server-paginated table. `pageInput` is what a list call takes
 * (03 §1: page from 1, docs or 'all'); `query` is the search text once the user stops typing.
 */
export function useTableState(initialRowsPerPage: number = PAGE_SIZES.tableOptions[0]) {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPageState] = useState(initialRowsPerPage);
  const [search, setSearchState] = useState('');
  const query = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);

  const setRowsPerPage = (value: number) => {
    setRowsPerPageState(value);
    setPage(0);
  };
  const setSearch = (value: string) => {
    setSearchState(value);
    setPage(0);
  };
  const pageInput = { page: page + 1, docs: rowsPerPage === ALL_ROWS ? ('all' as const) : rowsPerPage };

  return { page, setPage, rowsPerPage, setRowsPerPage, search, setSearch, query, pageInput };
}
