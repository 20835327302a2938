import { M, PAGE_SIZES, type QuestionOutput } from '@edu/shared';
import { useEffect, useState } from 'react';
import {
  CrudDeleteConfirm,
  DataTable,
  fixedPaging,
  useCrudDialog,
  useTableState,
} from '../../../components/data-table';
import { ErrorPanel } from '../../../components/error-panel';
import { useDeleteQuestion } from '../api/delete-question';
import { type BankOf, useQuestionBank } from '../api/get-question-bank';
import { ImportDialog } from './import/import-dialog';
import { QuestionBankToolbar } from './question-bank-toolbar';
import { QUESTION_COLUMNS } from './question-columns';
import { QuestionDialog } from './question-form/question-dialog';
import { QuestionRowActions } from './question-row-actions';
import { ShowQuestionDialog } from './show-question-dialog';

/** Besides add, edit and delete: 'Mostrar pregunta' and the import. */
type OtherDialog = { kind: 'show'; row: QuestionOutput } | { kind: 'import' };

/** The module's bank (02 §2.15): 15 a page, searched by title, with its row actions, add and import. */
export function QuestionBankTable({ bank }: { bank: BankOf }) {
  const table = useTableState(PAGE_SIZES.questionBank);
  const list = useQuestionBank(bank, table.pageInput.page, table.query);
  const remove = useDeleteQuestion();
  const crud = useCrudDialog<QuestionOutput>();
  const [other, setOther] = useState<OtherDialog | null>(null);
  const closeOther = () => setOther(null);
  const isPastTheEnd = table.page > 0 && list.data?.questions.length === 0 && !list.isPlaceholderData;
  const { page, setPage } = table;
  // the last row of the last page was deleted: show the page before
  useEffect(() => {
    if (isPastTheEnd) setPage(page - 1);
  }, [isPastTheEnd, page, setPage]);

  return (
    <>
      <QuestionBankToolbar
        search={table.search}
        onSearch={table.setSearch}
        onRefresh={() => list.refetch()}
        onImport={() => setOther({ kind: 'import' })}
        onAdd={crud.add}
      />
      {list.isError ? (
        <ErrorPanel onReload={() => list.refetch()} />
      ) : (
        <DataTable
          columns={QUESTION_COLUMNS}
          rows={list.data?.questions}
          rowKey={(row) => row._id}
          {...fixedPaging(table, PAGE_SIZES.questionBank, list.data?.pagination.total)}
          isLoading={list.isFetching}
          rowActions={(row) => (
            <QuestionRowActions
              title={row.title}
              onAction={(action) => {
                if (action === 'show') setOther({ kind: 'show', row });
                else if (action === 'edit') crud.edit(row);
                else crud.remove(row);
              }}
            />
          )}
        />
      )}
      {crud.dialog?.kind === 'add' && <QuestionDialog bank={bank} onClose={crud.close} />}
      {crud.dialog?.kind === 'edit' && <QuestionDialog bank={bank} question={crud.dialog.row} onClose={crud.close} />}
      {other?.kind === 'show' && <ShowQuestionDialog question={other.row} onClose={closeOther} />}
      {other?.kind === 'import' && <ImportDialog moduleId={bank.moduleId} onClose={closeOther} />}
      <CrudDeleteConfirm
        crud={crud}
        text={M.DELETE_QUESTION_CONFIRM}
        isPending={remove.isPending}
        onDelete={(row) => remove.mutateAsync(row._id)}
      />
    </>
  );
}
