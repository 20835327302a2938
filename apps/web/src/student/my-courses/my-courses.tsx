// 04 §2.2 /aula/cursos, 'Mis cursos': one card per scheduled course with a bought module, in the remembered entity.
import { M, type myCourses, PUBLIC_FNAMES } from '@edu/shared';
import { useCall } from '../api';
import { AreaPage, type Student } from '../area';
import { dateRange, dayMonthYear } from '../format';
import { studentPaths } from '../paths';
import { Link } from '../router';
import { Shown } from '../status';

function MyCourses({ entity }: Student) {
  const loaded = useCall<typeof myCourses.getMyCourses>(
    PUBLIC_FNAMES.getMyCourses,
    { entity_id: entity._id },
    entity._id,
  );
  return (
    <>
      <h1 className="st-title">{M.MY_COURSES_TITLE}</h1>
      <Shown loaded={loaded}>
        {({ courses }) =>
          courses.length === 0 ? (
            <p className="st-muted">{M.MY_COURSES_EMPTY}</p>
          ) : (
            <ul className="st-cards">
              {courses.map((c) => (
                <li key={c._id} className="st-card">
                  {c.coverpage && <img className="st-cover" src={c.coverpage} alt="" loading="lazy" />}
                  <div className="st-card-body">
                    <h2 className="st-card-title">
                      <Link to={studentPaths.myCourse(c._id)}>{c.name}</Link>
                    </h2>
                    <p>{dateRange(c.start_date, c.end_date)}</p>
                    <p>{M.myCourseProgress(c.modules_unlocked, c.modules_total)}</p>
                    <p>{M.evaluationsTaken(c.evaluations_taken)}</p>
                    {c.final_grade !== null && (
                      <p className="st-grade">
                        {M.FINAL_GRADE}: <strong>{c.final_grade}</strong>
                      </p>
                    )}
                    {c.next_module_date && (
                      <p>
                        {M.NEXT_MODULE}: {dayMonthYear(c.next_module_date)}
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </Shown>
    </>
  );
}

export const MyCoursesPage = () => <AreaPage>{(student) => <MyCourses {...student} />}</AreaPage>;
