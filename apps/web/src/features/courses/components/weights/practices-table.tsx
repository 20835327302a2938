import { type CourseOutput, M, PAGE_SIZES, type PracticeOutput } from '@edu/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../../components/data-table';
import { ErrorPanel } from '../../../../components/error-panel';
import { useDeleteQualifiedPractice } from '../../api/delete-qualified-practice';
import { useQualifiedPractices } from '../../api/get-qualified-practices';
import { PracticeDialog } from './practice-dialog';

const COLUMNS: readonly Column<PracticeOutput>[] = [
  { key: 'title', header: M.NAME_LABEL },
  { key: 'weight', header: M.COL_WEIGHT, align: 'right' },
  { key: 'porcent', header: M.COL_PERCENTAGE, align: 'right' },
];

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; practice: PracticeOutput }
  | { kind: 'delete'; practice: PracticeOutput };

/** 'Configuración de promedios' (02 §2.4): the graded practices with their weight and share of the total. */
export function PracticesTable({ programme }: { programme: CourseOutput }) {
  const practices = useQualifiedPractices(programme._id);
  const remove = useDeleteQualifiedPractice();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(PAGE_SIZES.localTableDefault);
  const close = () => setDialog(null);
  const rows = practices.data?.qualifiedPractices ?? [];
  const lastPage = Math.max(0, Math.ceil(rows.length / rowsPerPage) - 1);
  const shown = Math.min(page, lastPage);

  if (practices.isError) return <ErrorPanel onReload={() => practices.refetch()} />;
  return (
    <>
      <DataTable
        onAdd={() => setDialog({ kind: 'add' })}
        columns={COLUMNS}
        rows={rows.slice(shown * rowsPerPage, (shown + 1) * rowsPerPage)}
        rowKey={(practice) => practice._id}
        total={rows.length}
        page={shown}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={PAGE_SIZES.localTableOptions}
        onPageChange={setPage}
        onRowsPerPageChange={(value) => {
          setRowsPerPage(value);
          setPage(0);
        }}
        isLoading={practices.isFetching}
        rowActions={(practice) => (
          <Box sx={{ display: 'inline-flex' }}>
            <Tooltip title={M.EDIT_PRACTICE}>
              <IconButton
                size="small"
                aria-label={M.EDIT_PRACTICE}
                onClick={() => setDialog({ kind: 'edit', practice })}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={M.DELETE_PRACTICE}>
              <IconButton
                size="small"
                aria-label={M.DELETE_PRACTICE}
                onClick={() => setDialog({ kind: 'delete', practice })}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        )}
      />
      {dialog?.kind === 'add' && <PracticeDialog courseId={programme._id} onClose={close} />}
      {dialog?.kind === 'edit' && (
        <PracticeDialog courseId={programme._id} practice={dialog.practice} onClose={close} />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={M.NOTICE_TITLE}
        text={M.DELETE_PRACTICE_CONFIRM}
        isPending={remove.isPending}
        onCancel={close}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          try {
            await remove.mutateAsync(dialog.practice._id);
            close();
          } catch {
            // the toast says why
          }
        }}
      />
    </>
  );
}
