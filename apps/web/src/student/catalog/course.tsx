// 04 §2.1 /e/{domain}/cursos/{scheduledId}: what the course is, its modules in order, and the two ways to buy it (or,
// for a student who has bought it all or is waiting for the counter, where to see it: decision 0051).
import { type catalog, type CatalogCourse, type CatalogEntity, M, type orders, PUBLIC_FNAMES } from '@edu/shared';
import { useSession } from '../../lib/session';
import { useCall } from '../api';
import { BrandFrame } from '../brand';
import { dateRange, soles } from '../format';
import { studentPaths } from '../paths';
import { PublicNav } from '../public-nav';
import { Link } from '../router';
import { rememberStudentEntity } from '../../lib/student-entity';
import { isStudentOf } from '../student-session';
import { Syllabus } from '../my-courses/syllabus';
import { Failed, Loading } from '../status';

const price = (total: string) => (Number(total) === 0 ? M.FREE : soles(total));

/** 'Comprar programa completo' and 'Elegir módulos'; without a session through the sign-in, which returns here. */
function BuyActions({ entity, course }: { entity: CatalogEntity; course: CatalogCourse }) {
  const session = useSession();
  const isStudent = isStudentOf(session, entity._id);
  // what the student already has of it (getCheckout: bought, pending); another entity's person sees the buttons
  const mine = useCall<typeof orders.getCheckout>(
    PUBLIC_FNAMES.getCheckout,
    { scheduled_id: course._id },
    isStudent ? course._id : null,
  );
  const whole = studentPaths.buy(course._id);
  const some = studentPaths.buy(course._id, []);
  // a student goes straight to the checkout, as this entity's student; anyone else signs in first and comes back
  const via = (to: string) => (isStudent ? to : studentPaths.signin(entity.domain, to));
  const remember = () => isStudent && rememberStudentEntity(entity);
  if (isStudent && mine.state === 'loading') return null;
  if (mine.state === 'done') {
    const { pending_order_id, programme_available, modules } = mine.data;
    const nothingLeft = !programme_available && !modules.some((m) => m.state === 'available');
    if (pending_order_id || nothingLeft)
      return (
        <div className="st-notice st-card st-card-body" role="status">
          <p className="st-card-title">{pending_order_id ? M.PROGRAMME_ORDER_PENDING : M.ALREADY_BOUGHT_PROGRAMME}</p>
          <div className="st-actions">
            <Link className="st-button" to={pending_order_id ? studentPaths.myOrders : studentPaths.myCourses}>
              {pending_order_id ? M.GO_TO_MY_ORDERS : M.GO_TO_MY_COURSES}
            </Link>
          </div>
        </div>
      );
  }
  return (
    <div className="st-actions">
      <Link className="st-button" to={via(whole)} onClick={remember}>
        {M.BUY_WHOLE_PROGRAMME}
      </Link>
      <Link className="st-button-outline" to={via(some)} onClick={remember}>
        {M.CHOOSE_MODULES}
      </Link>
    </div>
  );
}

export function CoursePage({ domain, scheduledId }: { domain: string; scheduledId: string }) {
  const loaded = useCall<typeof catalog.getCatalogCourse>(
    PUBLIC_FNAMES.getCatalogCourse,
    { domain, scheduled_id: scheduledId },
    `${domain}|${scheduledId}`,
  );
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'error') return <Failed error={loaded.error} />;
  const { entity, scheduled: s } = loaded.data;
  return (
    <BrandFrame entity={entity} nav={<PublicNav entity={entity} />}>
      {s.coverpage && <img className="st-hero" src={s.coverpage} alt="" />}
      <h1 className="st-title">{s.name}</h1>
      {s.description && <p>{s.description}</p>}
      <dl className="st-facts">
        <dt>{M.COURSE_DATES}</dt>
        <dd>{dateRange(s.start_date, s.end_date)}</dd>
        {s.campus && (
          <>
            <dt>{M.COURSE_CAMPUS}</dt>
            <dd>{s.campus}</dd>
          </>
        )}
        {s.teachers.length > 0 && (
          <>
            <dt>{M.COURSE_TEACHERS}</dt>
            <dd>{s.teachers.map((t) => `${t.name} ${t.lastname}`).join(', ')}</dd>
          </>
        )}
        <dt>{M.COURSE_TOTAL}</dt>
        <dd className="st-price">{price(s.total_price)}</dd>
      </dl>
      <BuyActions entity={entity} course={s} />
      <h2 className="st-subtitle">{M.STUDENT_COURSE_MODULES}</h2>
      <ol className="st-modules">
        {s.modules.map((m) => (
          <li key={m.course_id} className="st-card st-card-body">
            <h3 className="st-card-title">{m.name}</h3>
            {m.start_date && <p>{dateRange(m.start_date, m.end_date)}</p>}
            <p className="st-price">{price(m.total_price)}</p>
            <Syllabus topics={m.syllabus} />
          </li>
        ))}
      </ol>
    </BrandFrame>
  );
}
