// The public pages' way in (decision 0051): 'Ingresar' and 'Crear cuenta' in the entity's bar, or
// 'Mis cursos' for a student of the entity already signed in.
import { type CatalogEntity, M } from '@edu/shared';
import { useSession } from '../lib/session';
import { studentPaths } from './paths';
import { Link } from './router';
import { isStudentOf } from './student-session';
import { rememberStudentEntity } from '../lib/student-entity';

export function PublicNav({ entity }: { entity: CatalogEntity }) {
  const session = useSession();
  return (
    <nav className="st-public-nav" aria-label={M.STUDENT_ACCOUNT_NAV}>
      {isStudentOf(session, entity._id) ? (
        // the area acts on the entity whose pages the student came from
        <Link to={studentPaths.myCourses} onClick={() => rememberStudentEntity(entity)}>
          {M.MY_COURSES_TITLE}
        </Link>
      ) : (
        <>
          <Link to={studentPaths.signin(entity.domain)}>{M.STUDENT_SIGNIN_BUTTON}</Link>
          <Link className="st-bar-button" to={studentPaths.register(entity.domain)}>
            {M.STUDENT_REGISTER_LINK}
          </Link>
        </>
      )}
    </nav>
  );
}
