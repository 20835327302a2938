import { type GradeAnswerValues, gradeAnswerForm, LIMITS, M, type PendingAnswer } from '@edu/shared';
import { CrudFormDialog } from '../../../components/crud';
import { useGradeAnswer } from '../api/grade-answer';
import { fullName } from './course-format';

/** Points from 0 to the question's and a comment (04 §4 'Grading'); saved, the answer leaves 'Por calificar'. */
export function GradeAnswerDialog({ answer, onClose }: { answer: PendingAnswer; onClose: () => void }) {
  const grade = useGradeAnswer();
  const max = answer.question.points;
  return (
    <CrudFormDialog<GradeAnswerValues, { points: string; comment: string }>
      title={M.gradeAnswerTitle(fullName(answer.student))}
      schema={gradeAnswerForm(max)}
      defaults={{ points: '', comment: '' }}
      fields={() => [
        {
          name: 'points',
          label: M.POINTS_LABEL,
          required: true,
          autoFocus: true,
          inputMode: 'decimal',
          maxLength: 5,
          hint: M.pointsHint(max),
        },
        {
          name: 'comment',
          label: M.COMMENT_LABEL,
          rows: 3,
          counter: LIMITS.gradeCommentMax,
          maxLength: LIMITS.gradeCommentMax,
        },
      ]}
      save={(values, callbacks) => grade.mutate({ answer_id: answer._id, ...values }, callbacks)}
      busy={grade.isPending}
      saveLabel={M.GRADE_ACTION}
      onClose={onClose}
    />
  );
}
