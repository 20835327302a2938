import { type CampusOutput, M, PAGE_SIZES } from '@edu/shared';
import {
  type Column,
  CrudDeleteConfirm,
  DataTable,
  EditDeleteActions,
  fixedPaging,
  useCrudDialog,
  useTableState,
} from '../../../components/data-table';
import { ErrorPanel } from '../../../components/error-panel';
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
  const crud = useCrudDialog<CampusOutput>();

  if (list.isError) return <ErrorPanel onReload={() => list.refetch()} />;
  return (
    <>
      <DataTable
        search={{ value: table.search, onChange: table.setSearch }}
        onRefresh={() => list.refetch()}
        onAdd={crud.add}
        columns={COLUMNS}
        rows={list.data?.campus}
        rowKey={(row) => row._id}
        {...fixedPaging(table, PAGE_SIZES.campuses, list.data?.pagination.total)}
        isLoading={list.isFetching}
        rowActions={(row) => (
          <EditDeleteActions
            name={row.name}
            editLabel={M.UPDATE_CAMPUS}
            deleteLabel={M.DELETE_CAMPUS}
            onEdit={() => crud.edit(row)}
            onDelete={() => crud.remove(row)}
          />
        )}
      />
      {crud.dialog?.kind === 'add' && <CampusDialog onClose={crud.close} />}
      {crud.dialog?.kind === 'edit' && <CampusDialog campus={crud.dialog.row} onClose={crud.close} />}
      <CrudDeleteConfirm
        crud={crud}
        text={M.DELETE_CAMPUS_CONFIRM}
        isPending={remove.isPending}
        onDelete={(row) => remove.mutateAsync(row._id)}
      />
    </>
  );
}
