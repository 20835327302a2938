// The sign-in and registration pages are branded by the entity of their domain, and an unknown domain says so.
import { type catalog, type CatalogEntity, PUBLIC_FNAMES } from '@edu/shared';
import type { ReactNode } from 'react';
import { useCall } from '../api';
import { BrandFrame } from '../brand';
import { Failed, Loading } from './status';

export function EntityPage({ domain, children }: { domain: string; children: (entity: CatalogEntity) => ReactNode }) {
  const loaded = useCall<typeof catalog.getCatalog>(PUBLIC_FNAMES.getCatalog, { domain, page: 1 }, domain);
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'error') return <Failed error={loaded.error} />;
  const { entity } = loaded.data;
  return (
    <BrandFrame entity={entity}>
      <div className="st-form-card">{children(entity)}</div>
    </BrandFrame>
  );
}
