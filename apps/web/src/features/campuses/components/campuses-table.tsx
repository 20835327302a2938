import { type CampusOutput, M, PAGE_SIZES } from '@edu/shared';
import { CrudScreen } from '../../../components/crud';
import type { Column } from '../../../components/data-table';
import { useTableState } from '../../../components/data-table';
import { useDeleteCampus } from '../api/delete-campus';
import { useCampuses } from '../api/get-campus';
import { CampusDialog } from './campus-dialog';

const COLUMNS: readonly Column<CampusOutput>[] = [
  { key: 'name', header: M.NAME_LABEL },
  { key: 'country', header: M.COUNTRY_LABEL },
  { key: 'department', header: M.DEPARTMENT_LABEL },
  { key: 'address', header: M.ADDRESS_LABEL, hideBelow: 'md' },
];

/** The entity's campuses (02 §2.8): 10 a page, searched by name, with add, edit and delete. */
export function CampusesTable() {
  const table = useTableState(PAGE_SIZES.campuses);
  const list = useCampuses(table.pageInput.page, table.query);
  const remove = useDeleteCampus();
  return (
    <CrudScreen
      table={table}
      pageSize={PAGE_SIZES.campuses}
      list={list}
      rows={list.data?.campus}
      columns={COLUMNS}
      rowKey={(row) => row._id}
      rowName={(row) => row.name}
      editLabel={M.UPDATE_CAMPUS}
      deleteLabel={M.DELETE_CAMPUS}
      form={(row, onClose) => <CampusDialog campus={row} onClose={onClose} />}
      remove={{
        confirm: M.DELETE_CAMPUS_CONFIRM,
        isPending: remove.isPending,
        run: (row) => remove.mutateAsync(row._id),
      }}
    />
  );
}
