import { M } from '@edu/shared';
import type { StudentApiError } from '../api';
import { BrandFrame } from '../brand';

export const Loading = () => (
  <BrandFrame>
    <p className="st-muted" role="status">
      {M.LOADING}
    </p>
  </BrandFrame>
);

/** A failed load: a domain that names no entity reads 'No se encontró la institución' (the server's text). */
export const Failed = ({ error }: { error: StudentApiError }) => (
  <BrandFrame>
    <h1 className="st-title">{error.message}</h1>
  </BrandFrame>
);
