// The signed-in student's pages (04 §2.2 /aula): the remembered entity and the session, else that entity's sign-in;
// the menu to every page of the area, and signing out (the staff app's logout call: the token dies on the server).
import { type auth, type catalog, M, PUBLIC_FNAMES } from '@edu/shared';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { clearSession, useSession } from '../lib/session';
import { rememberStudentEntity } from '../lib/student-entity';
import { callStudent, useCall } from './api';
import { BrandFrame } from './brand';
import { studentPaths } from './paths';
import { Link, navigate, useLocation } from './router';
import { rememberedEntity, type StudentEntity } from './student-session';
import { Loading } from './status';

export interface Student {
  entity: StudentEntity;
  userId: string;
}

const LINKS = [
  [studentPaths.myCourses, M.MY_COURSES_TITLE],
  [studentPaths.myGrades, M.MY_GRADES_TITLE],
  [studentPaths.myOrders, M.MY_ORDERS_TITLE],
  [studentPaths.myCertificates, M.MY_CERTIFICATES_TITLE],
  [studentPaths.myProfile, M.MY_PROFILE_TITLE],
] as const;

async function signOut(entity: StudentEntity) {
  try {
    await callStudent<typeof auth.logout>(PUBLIC_FNAMES.logout, {});
  } catch {
    // the session is forgotten here even when the server could not be reached
  }
  clearSession();
  navigate(studentPaths.signin(entity.domain), { replace: true });
}

function AreaMenu({ entity, isStaff }: { entity: StudentEntity; isStaff: boolean }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const id = useId();
  return (
    <>
      <button
        className="st-menu-button"
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {M.STUDENT_MENU}
      </button>
      <nav id={id} className="st-nav" data-open={open ? '' : undefined} aria-label={M.STUDENT_MENU_LABEL}>
        <ul>
          {LINKS.map(([to, text]) => (
            <li key={to}>
              <Link to={to} aria-current={pathname.startsWith(to) ? 'page' : undefined} onClick={() => setOpen(false)}>
                {text}
              </Link>
            </li>
          ))}
          <li>
            {/* back to the entity's catalogue, to buy another course (decision 0051) */}
            <Link to={studentPaths.catalogue(entity.domain)} onClick={() => setOpen(false)}>
              {M.STUDENT_CATALOG_LINK}
            </Link>
          </li>
          {isStaff && (
            <li>
              {/* back to the staff app (another entry of the web app: a full page load), where the role switcher
                  leads here again */}
              <a href="/dashboard">{M.STAFF_AREA_LINK}</a>
            </li>
          )}
          <li>
            <button type="button" onClick={() => void signOut(entity)}>
              {M.SIGN_OUT}
            </button>
          </li>
        </ul>
      </nav>
    </>
  );
}

/**
 * The entity's brand for the area's bar (decision 0051): the one its pages remembered, else read once from its
 * catalogue (a student sent here by the staff app's sign-in) and remembered.
 */
function useBrand(entity: StudentEntity | null) {
  const missing = entity && !entity.brand ? entity.domain : null;
  const loaded = useCall<typeof catalog.getCatalog>(
    PUBLIC_FNAMES.getCatalog,
    { domain: missing ?? '', page: 1 },
    missing,
  );
  const read = loaded.state === 'done' && loaded.data.entity._id === entity?._id ? loaded.data.entity : undefined;
  useEffect(() => {
    if (read) rememberStudentEntity(read);
  }, [read]);
  return entity?.brand ?? read;
}

/** The area's frame around `children`, rendered only for a signed-in student of a remembered entity. */
export function AreaPage({ children }: { children: (student: Student) => ReactNode }) {
  const session = useSession();
  const entity = rememberedEntity();
  const brand = useBrand(entity);
  const ready = !!session && !!entity;
  // without a session (or before any sign-in through a catalogue) there is nothing of one's own to show
  const signin = entity ? studentPaths.signin(entity.domain) : '/login';
  useEffect(() => {
    if (!ready) location.replace(signin);
  }, [ready, signin]);
  if (!session || !entity) return <Loading />;
  return (
    <BrandFrame entity={brand} nav={<AreaMenu entity={entity} isStaff={session.mainRole !== null} />}>
      {children({ entity, userId: session.user._id })}
    </BrandFrame>
  );
}
