// Where the sign-in and registration pages lead once the person is a student of the entity (decision 0051): the page
// of the area they were going to (`?volver=`: the checkout with its choice, a page a mail links to), else Mis cursos.
import { type CatalogEntity, STUDENT_RETURN_PARAM, studentReturnPath } from '@edu/shared';
import { useEffect } from 'react';
import { useSession } from '../lib/session';
import { rememberStudentEntity } from '../lib/student-entity';
import { studentPaths } from './paths';
import { navigate, useLocation } from './router';
import { isStudentOf } from './student-session';

/** The page to go on to, and the raw `?volver=` to carry between the sign-in and the registration pages. */
export function useReturnTo(): { to: string; asked: string | undefined } {
  const asked = studentReturnPath(useLocation().search.get(STUDENT_RETURN_PARAM));
  return { to: asked ?? studentPaths.myCourses, asked };
}

/**
 * A signed-in student of `entity` has nothing to do on its sign-in or registration page (the browser's Back after
 * registering, a mail's link): on to where they were going, replacing this page in the history. True meanwhile.
 */
export function useSignedInGoesOn(entity: CatalogEntity): boolean {
  const isStudent = isStudentOf(useSession(), entity._id);
  const { to } = useReturnTo();
  useEffect(() => {
    if (!isStudent) return;
    rememberStudentEntity(entity);
    navigate(to, { replace: true });
  }, [isStudent, to, entity]);
  return isStudent;
}
