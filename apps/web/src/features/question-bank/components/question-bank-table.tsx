import { M, PAGE_SIZES, questionBank, type QuestionOutput } from '@edu/shared';
import { useState } from 'react';
import { CrudScreen } from '../../../components/crud';
import { useTableState } from '../../../components/data-table';
import { ExportMenu } from '../../../components/export-menu';
import { useEntityId } from '../../../lib/session';
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
  const entityId = useEntityId();
  const remove = useDeleteQuestion();
  const [other, setOther] = useState<OtherDialog | null>(null);
  const closeOther = () => setOther(null);
  return (
    <CrudScreen
      table={table}
      pageSize={PAGE_SIZES.questionBank}
      list={list}
      rows={list.data?.questions}
      columns={QUESTION_COLUMNS}
      rowKey={(row) => row._id}
      rowName={(row) => row.title}
      editLabel={M.UPDATE_QUESTION}
      deleteLabel={M.DELETE_QUESTION}
      toolbar={(crud) => (
        <QuestionBankToolbar
          search={table.search}
          onSearch={table.setSearch}
          onRefresh={() => list.refetch()}
          onImport={() => setOther({ kind: 'import' })}
          onAdd={crud.add}
          actions={
            <ExportMenu
              def={questionBank.exportQuestionBank}
              input={{ entity: entityId, course_id: bank.moduleId, filter: bank.moduleName, query: { field: 'title', search: table.query } }}
            />
          }
        />
      )}
      rowActions={(row, crud) => (
        <QuestionRowActions
          title={row.title}
          onAction={(action) => {
            if (action === 'show') setOther({ kind: 'show', row });
            else if (action === 'edit') crud.edit(row);
            else crud.remove(row);
          }}
        />
      )}
      form={(row, onClose) => <QuestionDialog bank={bank} question={row} onClose={onClose} />}
      remove={{
        confirm: M.DELETE_QUESTION_CONFIRM,
        isPending: remove.isPending,
        run: (row) => remove.mutateAsync(row._id),
      }}
    >
      {other?.kind === 'show' && <ShowQuestionDialog question={other.row} onClose={closeOther} />}
      {other?.kind === 'import' && <ImportDialog moduleId={bank.moduleId} onClose={closeOther} />}
    </CrudScreen>
  );
}
