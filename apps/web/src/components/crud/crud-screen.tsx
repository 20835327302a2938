// One management screen from its description (docs/decisions/0033): the table with its search, refresh, add and
// fixed-size paging, each row's edit and delete, the add/edit dialog and the delete 'Aviso'. Toasts come from the
// mutations (useApiMutation), so a failure leaves the dialog open with what was typed.
import { useEffect, type ReactNode } from 'react';
import {
  type Column,
  CrudDeleteConfirm,
  DataTable,
  type DataTableProps,
  EditDeleteActions,
  fixedPaging,
  useCrudDialog,
  type useTableState,
} from '../data-table';
import { ErrorPanel } from '../error-panel';

export type CrudState<Row> = ReturnType<typeof useCrudDialog<Row>>;

/** What a row's delete runs: the mutation (useApiMutation: its toast, its lists) and its argument. */
export interface RemoveSpec<Row> {
  confirm: string;
  isPending: boolean;
  run: (row: Row) => Promise<unknown>;
}

/** The add (no row) or edit (a row) dialog of a screen: a CrudFormDialog, or the screen's own. */
export type FormOf<Row> = (row: Row | undefined, onClose: () => void) => ReactNode;

/** The add/edit dialog that is open, and the delete 'Aviso': what a table and a plain list share. */
export function CrudDialogs<Row>({
  crud,
  form,
  remove,
}: {
  crud: CrudState<Row>;
  form: FormOf<Row>;
  remove?: RemoveSpec<Row>;
}) {
  const { dialog } = crud;
  const open = dialog?.kind === 'add' || dialog?.kind === 'edit';
  return (
    <>
      {open && form(dialog.kind === 'edit' ? dialog.row : undefined, crud.close)}
      {remove && (
        <CrudDeleteConfirm crud={crud} text={remove.confirm} isPending={remove.isPending} onDelete={remove.run} />
      )}
    </>
  );
}

interface ListQuery {
  /** a page of the server's list (its pagination.total), or the whole list when the screen pages it */
  data?: object;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface CrudScreenProps<Row> {
  table: ReturnType<typeof useTableState>;
  pageSize: number;
  list: ListQuery;
  rows: readonly Row[] | undefined;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  /** names a row's actions: 'Actualizar sede: <name>' */
  rowName: (row: Row) => string;
  /** the row actions' labels ('Actualizar sede', 'Eliminar sede') */
  editLabel: string;
  deleteLabel: string;
  form: FormOf<Row>;
  remove: RemoveSpec<Row>;
  /** no search field (a list the server does not search) */
  noSearch?: boolean;
  noRefresh?: boolean;
  title?: string;
  /** the screen's own row actions (a menu) instead of edit and delete */
  rowActions?: (row: Row, crud: CrudState<Row>) => ReactNode;
  /** the screen's own toolbar above the table instead of the table's */
  toolbar?: (crud: CrudState<Row>) => ReactNode;
  /** other dialogs of the screen */
  children?: ReactNode;
  /** more buttons in the table's toolbar (an 'Exportar' menu) */
  actions?: ReactNode;
  /** DataTable's paging, for a list paged in the page rather than by the server */
  paging?: Pick<
    DataTableProps<Row>,
    'total' | 'page' | 'rowsPerPage' | 'rowsPerPageOptions' | 'onPageChange' | 'onRowsPerPageChange'
  >;
  /** the dialogs' state, when the screen opens them from elsewhere too */
  crud?: CrudState<Row>;
}

const totalOf = (data: object | undefined) =>
  data && 'pagination' in data ? (data.pagination as { total: number }).total : undefined;

/** The table, its dialogs and its delete confirmation of one management screen. */
export function CrudScreen<Row>(props: CrudScreenProps<Row>) {
  const { table, list } = props;
  const own = useCrudDialog<Row>();
  const crud = props.crud ?? own;
  const isPastTheEnd = table.page > 0 && props.rows?.length === 0 && !list.isPlaceholderData;
  const { page, setPage } = table;
  // the last row of the last page was deleted: show the page before
  useEffect(() => {
    if (isPastTheEnd) setPage(page - 1);
  }, [isPastTheEnd, page, setPage]);

  const toolbar = props.toolbar?.(crud);
  return (
    <>
      {toolbar}
      {list.isError ? (
        <ErrorPanel onReload={() => list.refetch()} />
      ) : (
        <DataTable
          title={props.title}
          search={toolbar || props.noSearch ? undefined : { value: table.search, onChange: table.setSearch }}
          onRefresh={toolbar || props.noRefresh ? undefined : () => list.refetch()}
          onAdd={toolbar ? undefined : crud.add}
          actions={props.actions}
          columns={props.columns}
          rows={props.rows}
          rowKey={props.rowKey}
          {...(props.paging ?? fixedPaging(table, props.pageSize, totalOf(list.data)))}
          isLoading={list.isFetching}
          rowActions={(row) =>
            props.rowActions?.(row, crud) ?? (
              <EditDeleteActions
                name={props.rowName(row)}
                editLabel={props.editLabel}
                deleteLabel={props.deleteLabel}
                onEdit={() => crud.edit(row)}
                onDelete={() => crud.remove(row)}
              />
            )
          }
        />
      )}
      <CrudDialogs crud={crud} form={props.form} remove={props.remove} />
      {props.children}
    </>
  );
}
