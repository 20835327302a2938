// 04 §2.1 /e/{domain}: the entity's published courses as cards, search by name, pages.
import { type catalog, M, PUBLIC_FNAMES } from '@edu/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { refreshStudentBrand } from '../../lib/student-entity';
import { useCall } from '../api';
import { BrandFrame } from '../brand';
import { dateRange, soles } from '../format';
import { studentPaths } from '../paths';
import { Pager } from '../pager';
import { PublicNav } from '../public-nav';
import { Link, navigate, useLocation } from '../router';
import { Failed, Loading } from '../status';

export function CataloguePage({ domain }: { domain: string }) {
  const { search } = useLocation();
  const query = search.get('q') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const loaded = useCall<typeof catalog.getCatalog>(
    PUBLIC_FNAMES.getCatalog,
    { domain, page, ...(query ? { query } : {}) },
    `${domain}|${query}|${page}`,
  );
  const [draft, setDraft] = useState(query);
  const read = loaded.state === 'done' ? loaded.data.entity : undefined;
  useEffect(() => {
    if (read) refreshStudentBrand(read);
  }, [read]);
  const go = (q: string, p: number) => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (p > 1) params.set('page', String(p));
    const qs = params.toString();
    navigate(`${studentPaths.catalogue(domain)}${qs ? `?${qs}` : ''}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(draft.trim(), 1);
  };

  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'error') return <Failed error={loaded.error} />;
  const { entity, scheduleds, pagination } = loaded.data;
  return (
    <BrandFrame entity={entity} nav={<PublicNav entity={entity} />}>
      <h1 className="st-title">{entity.entity_name}</h1>
      <form className="st-search" onSubmit={submit}>
        <input
          className="st-input"
          type="search"
          aria-label={M.CATALOG_SEARCH}
          placeholder={M.CATALOG_SEARCH}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button className="st-button" type="submit">
          {M.CATALOG_SEARCH_BUTTON}
        </button>
      </form>
      {scheduleds.length === 0 ? (
        <p className="st-muted">{M.CATALOG_EMPTY}</p>
      ) : (
        <ul className="st-cards">
          {scheduleds.map((s) => (
            <li key={s._id} className="st-card">
              {s.coverpage && <img className="st-cover" src={s.coverpage} alt="" loading="lazy" />}
              <div className="st-card-body">
                <h2 className="st-card-title">
                  <Link to={studentPaths.course(domain, s._id)}>{s.name}</Link>
                </h2>
                {s.category && <p className="st-muted">{s.category}</p>}
                {s.campus && <p>{s.campus}</p>}
                <p>{dateRange(s.start_date, s.end_date)}</p>
                <p className="st-price">{soles(s.total_price)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager pagination={pagination} go={(p) => go(query, p)} />
    </BrandFrame>
  );
}
