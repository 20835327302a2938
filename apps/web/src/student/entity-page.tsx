// The sign-in and registration pages are branded by the entity of their domain, and an unknown domain says so.
import { type catalog, type CatalogEntity, PUBLIC_FNAMES } from '@edu/shared';
import { type ReactNode, useEffect } from 'react';
import { refreshStudentBrand } from '../lib/student-entity';
import { useCall } from './api';
import { BrandFrame } from './brand';
import { Failed, Loading } from './status';

export function EntityPage({ domain, children }: { domain: string; children: (entity: CatalogEntity) => ReactNode }) {
  const loaded = useCall<typeof catalog.getCatalog>(PUBLIC_FNAMES.getCatalog, { domain, page: 1 }, domain);
  const entity = loaded.state === 'done' ? loaded.data.entity : undefined;
  useEffect(() => {
    if (entity) refreshStudentBrand(entity);
  }, [entity]);
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'error') return <Failed error={loaded.error} />;
  return (
    <BrandFrame entity={loaded.data.entity}>
      <div className="st-form-card">{children(loaded.data.entity)}</div>
    </BrandFrame>
  );
}
