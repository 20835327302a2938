// /dashboard/admin/courses and /programs (02 §2.1-2.2).
export { ProgrammesPage as ProgrammesRoute } from '../components/programmes/programmes-page';
