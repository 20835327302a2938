// What every management table repeats: the add/edit/delete dialog it has open, its fixed-size paging and the delete
// confirmation ('Aviso', Cancelar/Aceptar, a spinner while deleting; a failure is told by the mutation's toast).
import { M } from '@edu/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import type { useTableState } from './use-table-state';

export type CrudDialog<Row> = { kind: 'add' } | { kind: 'edit'; row: Row } | { kind: 'delete'; row: Row };

/** The dialog a management table has open, if any. */
export function useCrudDialog<Row>() {
  const [dialog, setDialog] = useState<CrudDialog<Row> | null>(null);
  return {
    dialog,
    add: () => setDialog({ kind: 'add' }),
    edit: (row: Row) => setDialog({ kind: 'edit', row }),
    remove: (row: Row) => setDialog({ kind: 'delete', row }),
    close: () => setDialog(null),
  };
}
export type CrudDialogState<Row> = ReturnType<typeof useCrudDialog<Row>>;

/** DataTable's paging props for a list of one fixed page size (the spec's sizes: 10, 15, 25…). */
export function fixedPaging(table: ReturnType<typeof useTableState>, pageSize: number, total: number | undefined) {
  return {
    total: total ?? 0,
    page: table.page,
    rowsPerPage: pageSize,
    rowsPerPageOptions: [pageSize],
    onPageChange: table.setPage,
    onRowsPerPageChange: table.setRowsPerPage,
  };
}

/** The delete confirmation of a management table: closes on success, stays open (the toast says why) on failure. */
export function CrudDeleteConfirm<Row>({
  crud,
  text,
  isPending,
  onDelete,
}: {
  crud: CrudDialogState<Row>;
  text: string;
  isPending: boolean;
  onDelete: (row: Row) => Promise<unknown>;
}) {
  const { dialog, close } = crud;
  return (
    <ConfirmDialog
      open={dialog?.kind === 'delete'}
      title={M.NOTICE_TITLE}
      text={text}
      isPending={isPending}
      onCancel={close}
      onConfirm={async () => {
        if (dialog?.kind !== 'delete') return;
        try {
          await onDelete(dialog.row);
          close();
        } catch {
          // the mutation's toast says why
        }
      }}
    />
  );
}
