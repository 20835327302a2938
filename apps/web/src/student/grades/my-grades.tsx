// 04 §2.2 /aula/notas, 'Mis notas': per course of Mis cursos, its graded practices with weight and percentage, the
// student's grade in each, the final grade and Aprobado / Desaprobado (getMyGrades; decision 0037), and when the grade
// of an evaluation that shows it on closing will be there (decision 0048).
import { type grades, M, type MyCourseCard, type myCourses, type MyGrades, PUBLIC_FNAMES } from '@edu/shared';
import { useCall } from '../api';
import { dayMonthYearTime } from '../format';
import { AreaPage, type Student } from '../area';
import { Shown } from '../status';

function Practices({ data }: { data: MyGrades }) {
  if (data.practices.length === 0) return <p className="st-muted">{M.MY_GRADES_NO_PRACTICES}</p>;
  return (
    <ul className="st-evaluations">
      {data.practices.map((practice, i) => {
        const cell = data.grades[i];
        return (
          <li key={practice._id}>
            <p>
              <strong>{practice.title}</strong>
            </p>
            <p className="st-muted">{M.practiceWeight(practice.weight, practice.porcent)}</p>
            <p>{cell?.grade ? M.gradeLine(cell.grade) : M.NO_GRADE_YET}</p>
            {!!cell?.pending && <p className="st-muted">{M.answersAwaitingTeacher(cell.pending)}</p>}
            {cell?.source !== 'entered' &&
              practice.evaluations.map(
                (e) =>
                  e.hidden_until && (
                    <p key={e._id} className="st-muted">
                      {e.title}: {M.gradeShownAtClose(dayMonthYearTime(e.hidden_until))}
                    </p>
                  ),
              )}
          </li>
        );
      })}
    </ul>
  );
}

const STATUS_BADGE = { in_progress: 'pending', passed: 'success', failed: 'rejected' } as const;

function FinalGrade({ data }: { data: MyGrades }) {
  return (
    <>
      <p className="st-grade">
        {M.FINAL_GRADE}: {data.final ?? M.NO_GRADE_YET}{' '}
        {data.status !== null && (
          <span className="st-badge" data-state={STATUS_BADGE[data.status]}>
            {M.GRADE_STATUS_LABELS[data.status]}
          </span>
        )}
      </p>
      <p className="st-muted">{M.passingMarkLine(data.passing_mark)}</p>
      {!data.course.ended && <p className="st-muted">{M.FINAL_GRADE_BEFORE_END}</p>}
    </>
  );
}

function CourseGrades({ course }: { course: MyCourseCard }) {
  const loaded = useCall<typeof grades.getMyGrades>(
    PUBLIC_FNAMES.getMyGrades,
    { scheduled_id: course._id },
    course._id,
  );
  return (
    <section className="st-card st-card-body" aria-labelledby={`grades-${course._id}`}>
      <h2 className="st-card-title" id={`grades-${course._id}`}>
        {course.name}
      </h2>
      {loaded.state === 'error' && loaded.error.status === 404 ? (
        <p className="st-muted">{M.MY_GRADES_NOT_ENROLLED}</p>
      ) : (
        <Shown loaded={loaded}>
          {(data) => (
            <>
              <Practices data={data} />
              <FinalGrade data={data} />
            </>
          )}
        </Shown>
      )}
    </section>
  );
}

function MyGradesList({ entity }: Student) {
  const loaded = useCall<typeof myCourses.getMyCourses>(
    PUBLIC_FNAMES.getMyCourses,
    { entity_id: entity._id },
    entity._id,
  );
  return (
    <>
      <h1 className="st-title">{M.MY_GRADES_TITLE}</h1>
      <Shown loaded={loaded}>
        {({ courses }) =>
          courses.length === 0 ? (
            <p className="st-muted">{M.MY_COURSES_EMPTY}</p>
          ) : (
            <div className="st-stack">
              {courses.map((c) => (
                <CourseGrades key={c._id} course={c} />
              ))}
            </div>
          )
        }
      </Shown>
    </>
  );
}

export const MyGradesPage = () => <AreaPage>{(student) => <MyGradesList {...student} />}</AreaPage>;
