// 04 §2.2 /aula/cursos, 'Mis cursos': one card per scheduled course with a bought module, in the remembered entity.
import { M, PUBLIC_FNAMES, type studentArea } from '@edu/shared';
import { useEffect } from 'react';
import { clearSession, useSession } from '../../lib/session';
import { useCall } from '../api';
import { BrandFrame } from '../brand';
import { dateRange, dayMonthYear } from '../format';
import { studentPaths } from '../paths';
import { navigate } from '../router';
import { rememberedEntity, type StudentEntity } from '../student-session';
import { Failed, Loading } from './status';

function MyCourses({ entity }: { entity: StudentEntity }) {
  const loaded = useCall<typeof studentArea.getMyCourses>(
    PUBLIC_FNAMES.getMyCourses,
    { entity_id: entity._id },
    entity._id,
  );
  const signOut = () => {
    clearSession();
    navigate(studentPaths.signin(entity.domain), { replace: true });
  };
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'error') return <Failed error={loaded.error} />;
  const { courses } = loaded.data;
  return (
    <BrandFrame>
      <div className="st-heading">
        <h1 className="st-title">{M.MY_COURSES_TITLE}</h1>
        <button className="st-button-outline" type="button" onClick={signOut}>
          {M.SIGN_OUT}
        </button>
      </div>
      {courses.length === 0 ? (
        <p className="st-muted">{M.MY_COURSES_EMPTY}</p>
      ) : (
        <ul className="st-cards">
          {courses.map((c) => (
            <li key={c._id} className="st-card">
              {c.coverpage && <img className="st-cover" src={c.coverpage} alt="" loading="lazy" />}
              <div className="st-card-body">
                <h2 className="st-card-title">{c.name}</h2>
                <p>{dateRange(c.start_date, c.end_date)}</p>
                <p>{M.myCourseProgress(c.modules_unlocked, c.modules_total)}</p>
                {c.next_module_date && (
                  <p>
                    {M.NEXT_MODULE}: {dayMonthYear(c.next_module_date)}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </BrandFrame>
  );
}

export function MyCoursesPage() {
  const session = useSession();
  const entity = rememberedEntity();
  const ready = !!session && !!entity;
  // without a session (or before any sign-in through a catalogue) there is nothing of one's own to show
  const signin = entity ? studentPaths.signin(entity.domain) : '/login';
  useEffect(() => {
    if (!ready) location.replace(signin);
  }, [ready, signin]);
  return ready ? <MyCourses entity={entity} /> : <Loading />;
}
