import { M, PAGE_SIZES, type ScheduledOutput, type StudentOutput, students } from '@edu/shared';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { DataTable, fixedPaging, RowAction, useTableState } from '../../../../components/data-table';
import { ErrorPanel } from '../../../../components/error-panel';
import { ExportMenu } from '../../../../components/export-menu';
import { useDeallocateUserFromScheduled } from '../../api/deallocate-user-from-scheduled';
import { useUsersByScheduled } from '../../api/get-users-by-scheduled';
import { useEntityId } from '../../api/students-lists';
import { BulkEnrolDialog } from './bulk-enrol-dialog';
import { fullNameOf, STUDENT_COLUMNS } from '../student-columns';
import { EnrolDialog } from './enrol-dialog';

interface EnrolledStudentsTableProps {
  scheduled: ScheduledOutput;
  onOpen: (student: StudentOutput) => void;
}

/** The students of the chosen scheduled course (02 §2.11): 15 a page, searched by name, with enrol and remove. */
export function EnrolledStudentsTable({ scheduled, onOpen }: EnrolledStudentsTableProps) {
  const table = useTableState(PAGE_SIZES.enrolledStudents);
  const list = useUsersByScheduled(scheduled._id, table.pageInput.page, table.query);
  const remove = useDeallocateUserFromScheduled();
  const [isEnrolling, setEnrolling] = useState(false);
  const [isBulk, setBulk] = useState(false);
  const entityId = useEntityId();
  const [removing, setRemoving] = useState<StudentOutput | null>(null);
  // 02 §8: loading the students of a scheduled course fails with 'Ha ocurrido un error'
  useEffect(() => {
    if (list.isError) toast.error(M.ERROR_OCCURRED, { toastId: 'enrolled-students-error' });
  }, [list.isError]);

  if (list.isError) return <ErrorPanel onReload={() => list.refetch()} />;
  return (
    <>
      <DataTable
        title={scheduled.name}
        search={{ value: table.search, onChange: table.setSearch }}
        onRefresh={() => list.refetch()}
        onAdd={() => setEnrolling(true)}
        addLabel={M.ENROL_STUDENT}
        actions={
          <>
            <ExportMenu
              def={students.exportUsersByScheduled}
              input={{ scheduled: scheduled._id, entity: entityId, sortNameNumber: 1, ...(table.query ? { filter_by_name: table.query } : {}) }}
            />
            {/* bulk enrolment is into a main scheduled course (decision 0040) */}
            {scheduled.type_of_scheduled === 'main' && (
              <Button variant="outlined" startIcon={<GroupAddIcon />} onClick={() => setBulk(true)}>
                {M.BULK_BUTTON}
              </Button>
            )}
          </>
        }
        columns={STUDENT_COLUMNS}
        rows={list.data?.users.map((row) => row.user)}
        rowKey={(student) => student._id}
        {...fixedPaging(table, PAGE_SIZES.enrolledStudents, list.data?.pagination.total)}
        isLoading={list.isFetching}
        rowActions={(student) => (
          <Box sx={{ display: 'inline-flex' }}>
            <RowAction
              label={M.VIEW_STUDENT}
              name={fullNameOf(student)}
              icon={<VisibilityIcon fontSize="small" />}
              onClick={() => onOpen(student)}
            />
            <RowAction
              label={M.REMOVE_FROM_SCHEDULED}
              name={fullNameOf(student)}
              icon={<PersonRemoveIcon fontSize="small" />}
              onClick={() => setRemoving(student)}
            />
          </Box>
        )}
      />
      {isEnrolling && <EnrolDialog scheduled={scheduled} onClose={() => setEnrolling(false)} />}
      {isBulk && <BulkEnrolDialog scheduled={scheduled} onClose={() => setBulk(false)} />}
      <ConfirmDialog
        open={removing !== null}
        title={M.NOTICE_TITLE}
        text={M.REMOVE_FROM_SCHEDULED_CONFIRM}
        isPending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          // a failure leaves the question open
          if (removing)
            remove.mutate({ scheduledId: scheduled._id, userId: removing._id }, { onSuccess: () => setRemoving(null) });
        }}
      />
    </>
  );
}
