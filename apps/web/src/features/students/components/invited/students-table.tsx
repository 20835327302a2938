import { M, PAGE_SIZES } from '@edu/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { DataTable, fixedPaging, RowAction, useTableState } from '../../../../components/data-table';
import { ErrorPanel, errorCodeOf } from '../../../../components/error-panel';
import { statusOf } from '../../../../lib/api';
import { useDeleteStudent } from '../../api/delete-user-by-entity';
import { useEntityStudents } from '../../api/get-users-by-entity';
import { useStudentPermissions } from '../../api/students-lists';
import { fullNameOf, STUDENT_COLUMNS, type StudentPerson } from '../student-columns';
import { AddStudentDialog } from './add-student-dialog';

/** 'Alumnos' (02 §2.11): the entity's students, 25 a page, searched by name; '+ Agregar'; delete (counter, admins). */
export function StudentsTable() {
  const { canRemoveStudents } = useStudentPermissions();
  const table = useTableState(PAGE_SIZES.students);
  const list = useEntityStudents(table.pageInput.page, table.query);
  const remove = useDeleteStudent();
  const [isAdding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<StudentPerson | null>(null);

  if (list.isError) return <ErrorPanel code={errorCodeOf(statusOf(list.error))} onReload={() => list.refetch()} />;
  return (
    <>
      <DataTable
        label={M.STUDENTS_TITLE}
        search={{ value: table.search, onChange: table.setSearch }}
        onRefresh={() => list.refetch()}
        onAdd={() => setAdding(true)}
        addLabel={M.ADD_STUDENT}
        columns={STUDENT_COLUMNS}
        rows={list.data?.users.map((row) => row.user)}
        rowKey={(person) => person._id}
        {...fixedPaging(table, PAGE_SIZES.students, list.data?.pagination.total)}
        isLoading={list.isFetching}
        rowActions={
          canRemoveStudents
            ? (person) => (
                <RowAction
                  label={M.DELETE_STUDENT}
                  name={fullNameOf(person)}
                  icon={<DeleteIcon fontSize="small" />}
                  onClick={() => setDeleting(person)}
                />
              )
            : undefined
        }
      />
      {isAdding && <AddStudentDialog onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={M.NOTICE_TITLE}
        text={M.STUDENT_DELETE_CONFIRM}
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          // a failure leaves the question open
          if (deleting) remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) });
        }}
      />
    </>
  );
}
