// 04 §2.1 /e/{domain}/cursos/{scheduledId}: what the course is, its modules in order, and the two ways to buy it.
import { type catalog, M, PUBLIC_FNAMES } from '@edu/shared';
import { useSession } from '../../lib/session';
import { useCall } from '../api';
import { BrandFrame } from '../brand';
import { dateRange, soles } from '../format';
import { studentPaths } from '../paths';
import { Link } from '../router';
import { Syllabus } from '../syllabus';
import { Failed, Loading } from './status';

const price = (total: string) => (Number(total) === 0 ? M.FREE : soles(total));

export function CoursePage({ domain, scheduledId }: { domain: string; scheduledId: string }) {
  const session = useSession();
  const loaded = useCall<typeof catalog.getCatalogCourse>(
    PUBLIC_FNAMES.getCatalogCourse,
    { domain, scheduled_id: scheduledId },
    `${domain}|${scheduledId}`,
  );
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'error') return <Failed error={loaded.error} />;
  const { entity, scheduled: s } = loaded.data;
  // the checkout is the student area's; without a session the way there starts at sign-in
  const buy = session ? studentPaths.buy(s._id) : studentPaths.signin(domain);
  return (
    <BrandFrame entity={entity}>
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
      <div className="st-actions">
        <Link className="st-button" to={buy}>
          {M.BUY_WHOLE_PROGRAMME}
        </Link>
        <Link className="st-button-outline" to={session ? studentPaths.buy(s._id, []) : buy}>
          {M.CHOOSE_MODULES}
        </Link>
      </div>
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
