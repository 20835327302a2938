// Links a student is mailed lead to the student's pages of their entity (decision 0051): the entity's branded sign-in,
// recovery and reset pages of the students' entry, never the staff's '/login'. An entity without a domain has no
// students' pages; its links stay the staff's (01 §2).
import { STUDENT_RETURN_PARAM } from '@edu/shared';

const entityPages = (publicUrl: string, domain: string) => `${publicUrl}/e/${encodeURIComponent(domain)}`;

/** The page that sets a new password with `token`: the entity's students' page, else 01 §2's. */
export function resetLink(publicUrl: string, token: string, studentDomain?: string | null): string {
  return studentDomain
    ? `${entityPages(publicUrl, studentDomain)}/recuperar/${token}`
    : `${publicUrl}/auth/recover-password/${token}`;
}

/**
 * A page of the student area (`/aula/…`, a fixed path without a query) through the entity's sign-in, which sends a signed-in student straight on
 * and anyone else there once signed in; without a domain, the page itself.
 */
export function studentAreaLink(publicUrl: string, areaPath: string, studentDomain?: string | null): string {
  return studentDomain
    ? `${entityPages(publicUrl, studentDomain)}/ingresar?${STUDENT_RETURN_PARAM}=${areaPath}`
    : `${publicUrl}${areaPath}`;
}
