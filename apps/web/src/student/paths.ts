// Every route of the students' entry (04 §2.1, §2.2); the server sends student.html for /e/* and /aula/*.
import { STUDENT_RETURN_PARAM } from '@edu/shared';
import { STUDENT_AREA_HOME } from '../lib/student-entity';

const e = (domain: string) => `/e/${encodeURIComponent(domain)}`;
/** `?volver=…`: the area's page to return to once signed in (decision 0051) */
const back = (to?: string) => (to ? `?${STUDENT_RETURN_PARAM}=${encodeURIComponent(to)}` : '');
/** the checkout's query: the module schedules chosen, comma-separated */
export const MODULES_PARAM = 'modulos';

export const studentPaths = {
  catalogue: e,
  course: (domain: string, scheduledId: string) => `${e(domain)}/cursos/${encodeURIComponent(scheduledId)}`,
  register: (domain: string, returnTo?: string) => `${e(domain)}/registro${back(returnTo)}`,
  signin: (domain: string, returnTo?: string) => `${e(domain)}/ingresar${back(returnTo)}`,
  /** 01 §2's recovery request and reset, on the entity's branded pages (decision 0051) */
  recover: (domain: string) => `${e(domain)}/recuperar`,
  reset: (domain: string, token: string) => `${e(domain)}/recuperar/${encodeURIComponent(token)}`,
  /** the area's landing, where the staff app sends a student too (lib/student-entity.ts) */
  myCourses: STUDENT_AREA_HOME,
  myCourse: (scheduledId: string) => `/aula/cursos/${encodeURIComponent(scheduledId)}`,
  /** the checkout: the whole programme, or (`modules` given, even empty) the module schedules chosen */
  buy: (scheduledId: string, modules?: readonly string[]) =>
    `/aula/comprar/${encodeURIComponent(scheduledId)}${modules ? `?${MODULES_PARAM}=${modules.join(',')}` : ''}`,
  /** taking an evaluation (04 §4) */
  evaluation: (evaluationId: string) => `/aula/evaluaciones/${encodeURIComponent(evaluationId)}`,
  myGrades: '/aula/notas',
  myOrders: '/aula/pedidos',
  myCertificates: '/aula/certificados',
  myProfile: '/aula/perfil',
};

export type StudentRoute =
  | { page: 'catalogue'; domain: string }
  | { page: 'course'; domain: string; scheduledId: string }
  | { page: 'register'; domain: string }
  | { page: 'signin'; domain: string }
  | { page: 'recover'; domain: string }
  | { page: 'reset'; domain: string; token: string }
  | { page: 'my-courses' }
  | { page: 'my-course'; scheduledId: string }
  | { page: 'checkout'; scheduledId: string }
  | { page: 'evaluation'; evaluationId: string }
  | { page: 'my-grades' }
  | { page: 'my-orders' }
  | { page: 'my-certificates' }
  | { page: 'my-profile' }
  | { page: 'not-found' };

export function routeOf(pathname: string): StudentRoute {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'e' && parts[1]) {
    const domain = parts[1];
    if (parts.length === 2) return { page: 'catalogue', domain };
    if (parts.length === 4 && parts[2] === 'cursos') return { page: 'course', domain, scheduledId: parts[3] };
    if (parts.length === 3 && parts[2] === 'registro') return { page: 'register', domain };
    if (parts.length === 3 && parts[2] === 'ingresar') return { page: 'signin', domain };
    if (parts.length === 3 && parts[2] === 'recuperar') return { page: 'recover', domain };
    if (parts.length === 4 && parts[2] === 'recuperar') return { page: 'reset', domain, token: parts[3] };
  }
  if (parts[0] === 'aula') return areaRouteOf(parts.slice(1));
  return { page: 'not-found' };
}

/** /aula/…: the signed-in student's own pages (04 §2.2). */
function areaRouteOf([section, id, ...rest]: string[]): StudentRoute {
  if (rest.length) return { page: 'not-found' };
  if (section === 'cursos') return id ? { page: 'my-course', scheduledId: id } : { page: 'my-courses' };
  if (section === 'comprar' && id) return { page: 'checkout', scheduledId: id };
  if (section === 'evaluaciones' && id) return { page: 'evaluation', evaluationId: id };
  if (id) return { page: 'not-found' };
  if (section === 'notas') return { page: 'my-grades' };
  if (section === 'pedidos') return { page: 'my-orders' };
  if (section === 'certificados') return { page: 'my-certificates' };
  if (section === 'perfil') return { page: 'my-profile' };
  return { page: 'not-found' };
}
