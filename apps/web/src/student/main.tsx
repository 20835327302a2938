// The students' entry (decision 0035): its own HTML page and route tree, no MUI, no zod, no React Router, so that
// the catalogue and Mis cursos load at most 100 KiB of gzipped JavaScript (scripts/web-size.mjs holds it).
import './student.css';
import { M } from '@edu/shared';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { CataloguePage } from './catalog/catalogue';
import { CoursePage } from './catalog/course';
import { MyCertificatesPage } from './certificates/my-certificates';
import { MyCoursesPage } from './my-courses/my-courses';
import { RecoverPage, ResetPage } from './auth/recover';
import { RegisterPage } from './catalog/register';
import { SigninPage } from './auth/signin';
import { BrandFrame } from './brand';
import { routeOf } from './paths';
import { useLocation } from './router';
import { Loading } from './status';

// the rest of the student area comes when first opened: the catalogue and Mis cursos stay as small as they were
const MyCoursePage = lazy(() => import('./my-courses/my-course').then((m) => ({ default: m.MyCoursePage })));
const CheckoutPage = lazy(() => import('./orders/checkout').then((m) => ({ default: m.CheckoutPage })));
const MyOrdersPage = lazy(() => import('./orders/my-orders').then((m) => ({ default: m.MyOrdersPage })));
const EvaluationPage = lazy(() => import('./attempts/evaluation').then((m) => ({ default: m.EvaluationPage })));
const MyGradesPage = lazy(() => import('./grades/my-grades').then((m) => ({ default: m.MyGradesPage })));
const MyProfilePage = lazy(() => import('./users/my-profile').then((m) => ({ default: m.MyProfilePage })));

function StudentApp() {
  const route = routeOf(useLocation().pathname);
  switch (route.page) {
    case 'catalogue':
      return <CataloguePage domain={route.domain} />;
    case 'course':
      return <CoursePage domain={route.domain} scheduledId={route.scheduledId} />;
    case 'register':
      return <RegisterPage domain={route.domain} />;
    case 'signin':
      return <SigninPage domain={route.domain} />;
    case 'recover':
      return <RecoverPage domain={route.domain} />;
    case 'reset':
      return <ResetPage domain={route.domain} token={route.token} />;
    case 'my-courses':
      return <MyCoursesPage />;
    case 'my-course':
      return <MyCoursePage scheduledId={route.scheduledId} />;
    case 'checkout':
      return <CheckoutPage scheduledId={route.scheduledId} />;
    case 'evaluation':
      return <EvaluationPage evaluationId={route.evaluationId} />;
    case 'my-grades':
      return <MyGradesPage />;
    case 'my-orders':
      return <MyOrdersPage />;
    case 'my-certificates':
      return <MyCertificatesPage />;
    case 'my-profile':
      return <MyProfilePage />;
    default:
      return (
        <BrandFrame>
          <h1 className="st-title">{M.STUDENT_PAGE_NOT_FOUND}</h1>
        </BrandFrame>
      );
  }
}

document.title = M.APP_NAME;
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from student.html');
createRoot(root).render(
  <StrictMode>
    <Suspense fallback={<Loading />}>
      <StudentApp />
    </Suspense>
  </StrictMode>,
);
