// Every route of the students' entry (04 §2.1, §2.2); the server sends student.html for /e/* and /aula/*.
const e = (domain: string) => `/e/${encodeURIComponent(domain)}`;

export const studentPaths = {
  catalogue: e,
  course: (domain: string, scheduledId: string) => `${e(domain)}/cursos/${encodeURIComponent(scheduledId)}`,
  register: (domain: string) => `${e(domain)}/registro`,
  signin: (domain: string) => `${e(domain)}/ingresar`,
  myCourses: '/aula/cursos',
  buy: (scheduledId: string) => `/aula/comprar/${encodeURIComponent(scheduledId)}`,
  recoverPassword: '/auth/recover-password',
};

export type StudentRoute =
  | { page: 'catalogue'; domain: string }
  | { page: 'course'; domain: string; scheduledId: string }
  | { page: 'register'; domain: string }
  | { page: 'signin'; domain: string }
  | { page: 'my-courses' }
  | { page: 'not-found' };

export function routeOf(pathname: string): StudentRoute {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'e' && parts[1]) {
    const domain = parts[1];
    if (parts.length === 2) return { page: 'catalogue', domain };
    if (parts.length === 4 && parts[2] === 'cursos') return { page: 'course', domain, scheduledId: parts[3] };
    if (parts.length === 3 && parts[2] === 'registro') return { page: 'register', domain };
    if (parts.length === 3 && parts[2] === 'ingresar') return { page: 'signin', domain };
  }
  if (parts[0] === 'aula' && parts[1] === 'cursos' && parts.length === 2) return { page: 'my-courses' };
  return { page: 'not-found' };
}
