import { useEffect } from 'react';
import { Navigate } from 'react-router';
import type { Session } from '../../lib/session';
import { STUDENT_AREA_HOME } from '../../lib/student-entity';
import { homeOf } from './home-of';

/** Sends a signed-in user home: inside this app, or to the students' entry with a full page load. */
export function GoHome({ session }: { session: Session }) {
  const home = homeOf(session);
  const leaves = home === STUDENT_AREA_HOME;
  useEffect(() => {
    if (leaves) window.location.replace(home);
  }, [leaves, home]);
  return leaves ? null : <Navigate to={home} replace />;
}
