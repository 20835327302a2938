import { M, type PracticeGradeValues, practiceGradeForm } from '@edu/shared';
import { CrudFormDialog } from '../../../components/crud';
import { useSetPracticeGrade } from '../api/set-practice-grade';

export interface GradeTarget {
  practiceId: string;
  practice: string;
  userId: string;
  student: string;
  entered: string | null;
}

/** A graded practice's grade for one student (04 §4 'Grades'): 0-20 with two decimals; empty clears it. */
export function PracticeGradeDialog({
  scheduledId,
  target,
  onClose,
}: {
  scheduledId: string;
  target: GradeTarget;
  onClose: () => void;
}) {
  const save = useSetPracticeGrade(scheduledId);
  return (
    <CrudFormDialog<PracticeGradeValues, { grade: string }>
      title={M.practiceGradeTitle(target.practice, target.student)}
      schema={practiceGradeForm}
      defaults={{ grade: target.entered ?? '' }}
      maxWidth="xs"
      fields={() => [
        {
          name: 'grade',
          label: M.GRADE_LABEL,
          autoFocus: true,
          inputMode: 'decimal',
          maxLength: 5,
          hint: M.GRADE_CLEAR_HINT,
        },
      ]}
      save={(values, callbacks) =>
        save.mutate({ practice_id: target.practiceId, user_id: target.userId, grade: values.grade || null }, callbacks)
      }
      busy={save.isPending}
      onClose={onClose}
    />
  );
}
