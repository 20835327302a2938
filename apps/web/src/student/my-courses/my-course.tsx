// 04 §2.2 /aula/cursos/{scheduledId}: the student's own course, its modules in order; an unlocked one shows its dates,
// Temario, materials (each opened through a short-lived link asked for on the click) and evaluations, a locked one why.
import { M, type materials, type myCourses, type MyMaterial, type MyModule, PUBLIC_FNAMES } from '@edu/shared';
import { useState } from 'react';
import { ApiError, callStudent, useCall } from '../api';
import { AreaPage } from '../area';
import { dateRange } from '../format';
import { studentPaths } from '../paths';
import { ModuleEvaluations } from './module-evaluations';
import { Link } from '../router';
import { Syllabus } from './syllabus';
import { Shown } from '../status';

/**
 * The tab opens on the click itself (a phone's browser blocks a window opened later), then goes to the link the
 * server signs now: the page never holds a material's address.
 */
function MaterialButton({ material }: { material: MyMaterial }) {
  const [failure, setFailure] = useState('');
  const open = async () => {
    setFailure('');
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const { url } = await callStudent<typeof materials.getMaterialLink>(PUBLIC_FNAMES.getMaterialLink, {
        material_id: material._id,
      });
      const address = new URL(url, location.href).href;
      if (tab) tab.location.href = address;
      else location.assign(address);
    } catch (error) {
      tab?.close();
      setFailure(error instanceof ApiError ? error.message : M.OPEN_MATERIAL_FAILED);
    }
  };
  return (
    <>
      <button className="st-link-button" type="button" onClick={() => void open()}>
        {material.title}
      </button>
      {material.description && <p className="st-muted">{material.description}</p>}
      {failure && (
        <p className="st-error" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}

function ModuleCard({ module: m, courseId }: { module: MyModule; courseId: string }) {
  return (
    <li className="st-card st-card-body">
      <h3 className="st-card-title">{m.name}</h3>
      {m.unlocked ? (
        <>
          {m.start_date && <p>{dateRange(m.start_date, m.end_date)}</p>}
          <Syllabus topics={m.syllabus} />
          <h4 className="st-minor-title">{M.MODULE_MATERIALS}</h4>
          {m.materials.length === 0 ? (
            <p className="st-muted">{M.MODULE_NO_MATERIALS}</p>
          ) : (
            <ul className="st-materials">
              {m.materials.map((material) => (
                <li key={material._id}>
                  <MaterialButton material={material} />
                </li>
              ))}
            </ul>
          )}
          <h4 className="st-minor-title">{M.MODULE_EVALUATIONS}</h4>
          <ModuleEvaluations evaluations={m.evaluations} />
        </>
      ) : (
        <>
          <p>
            <span className="st-badge">{M.MODULE_LOCKED}</span> {m.lock_reason && M.MODULE_LOCK_REASONS[m.lock_reason]}
          </p>
          {m.lock_reason === 'not_bought' && m.scheduled_id && (
            <Link className="st-button" to={studentPaths.buy(courseId, [m.scheduled_id])}>
              {M.BUY_MODULE}
            </Link>
          )}
        </>
      )}
    </li>
  );
}

function MyCourse({ scheduledId }: { scheduledId: string }) {
  const loaded = useCall<typeof myCourses.getMyCourse>(
    PUBLIC_FNAMES.getMyCourse,
    { scheduled_id: scheduledId },
    scheduledId,
  );
  return (
    <Shown loaded={loaded}>
      {({ course }) => (
        <>
          <Link className="st-link" to={studentPaths.myCourses}>
            {M.BACK_TO_MY_COURSES}
          </Link>
          <h1 className="st-title">{course.name}</h1>
          <p>{dateRange(course.start_date, course.end_date)}</p>
          {course.description && <p>{course.description}</p>}
          <h2 className="st-subtitle">{M.STUDENT_COURSE_MODULES}</h2>
          <ol className="st-modules">
            {course.modules.map((m) => (
              <ModuleCard key={m.course_id} module={m} courseId={course._id} />
            ))}
          </ol>
        </>
      )}
    </Shown>
  );
}

export function MyCoursePage({ scheduledId }: { scheduledId: string }) {
  return <AreaPage>{() => <MyCourse scheduledId={scheduledId} />}</AreaPage>;
}
