// The counter's area (01 §2): the students screens; anything else → students/inscribed.
import { Navigate, Route, Routes } from 'react-router';
import { below, paths } from '../../../config/paths';
import { StudentsRoutes } from '../../students/routes/students-routes';

const p = paths.accountant;

export function AccountantRoutes() {
  return (
    <Routes>
      <Route path={`${below(p.root, p.students.root)}/*`} element={<StudentsRoutes paths={p.students} />} />
      <Route path="*" element={<Navigate to={p.students.inscribed} replace />} />
    </Routes>
  );
}

export { AccountantRoutes as Component };
