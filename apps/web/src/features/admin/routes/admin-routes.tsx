import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { below, paths } from '../../../config/paths';

// the programmes screens (step 3) load when first opened
const ProgrammesRoute = lazy(() =>
  import('../../courses/routes/programmes-route').then((m) => ({ default: m.ProgrammesRoute })),
);
const ModulesRoute = lazy(() =>
  import('../../courses/routes/modules-route').then((m) => ({ default: m.ModulesRoute })),
);
const WeightsRoute = lazy(() =>
  import('../../courses/routes/weights-route').then((m) => ({ default: m.WeightsRoute })),
);
const CertificatesRoute = lazy(() =>
  import('../../courses/routes/certificates-route').then((m) => ({ default: m.CertificatesRoute })),
);
const StaffUsersRoute = lazy(() =>
  import('../../staff/routes/staff-users-route').then((m) => ({ default: m.StaffUsersRoute })),
);
const CampusesRoute = lazy(() =>
  import('../../campuses/routes/campuses-route').then((m) => ({ default: m.CampusesRoute })),
);
const CredentialsRoute = lazy(() =>
  import('../../credentials/routes/credentials-route').then((m) => ({ default: m.CredentialsRoute })),
);
const RepositoryRoute = lazy(() =>
  import('../../repository/routes/repository-route').then((m) => ({ default: m.RepositoryRoute })),
);
const MyEntityRoute = lazy(() =>
  import('../../my-entity/routes/my-entity-route').then((m) => ({ default: m.MyEntityRoute })),
);
const ProfileRoute = lazy(() =>
  import('../../profile/routes/profile-route').then((m) => ({ default: m.ProfileRoute })),
);
const StaffChatRoute = lazy(() =>
  import('../../staff/routes/staff-chat-route').then((m) => ({ default: m.StaffChatRoute })),
);
const page = (Page: ComponentType) => (
  <Suspense fallback={<PageSpinner />}>
    <Page />
  </Suspense>
);

const p = paths.admin;
const at = (path: string) => below(p.root, path);
export function AdminRoutes() {
  const programs = page(ProgrammesRoute);
  return (
    <Routes>
      <Route path={at(p.courses)} element={programs} />
      <Route path={at(p.programs)} element={programs} />
      <Route path={at(p.courseModules)} element={page(ModulesRoute)} />
      <Route path={at(p.courseWeights)} element={page(WeightsRoute)} />
      <Route path={at(p.courseCertificates)} element={page(CertificatesRoute)} />
      <Route path={at(p.users)} element={page(StaffUsersRoute)} />
      <Route path={at(p.campuses)} element={page(CampusesRoute)} />
      <Route path={at(p.repository)} element={page(RepositoryRoute)} />
      <Route path={at(p.credentials)} element={page(CredentialsRoute)} />
      <Route path={at(p.myEntity)} element={page(MyEntityRoute)} />
      <Route path={`${at(p.profile.root)}/*`} element={page(ProfileRoute)} />
      <Route path={at(p.chat)} element={page(StaffChatRoute)} />
      <Route path={at(p.chatWith)} element={page(StaffChatRoute)} />
      <Route path="*" element={<Navigate to={p.programs} replace />} />
    </Routes>
  );
}

export { AdminRoutes as Component };
