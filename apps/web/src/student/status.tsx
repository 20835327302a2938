import { M } from '@edu/shared';
import type { ReactNode } from 'react';
import type { ApiError, Loaded } from './api';
import { BrandFrame } from './brand';

const Waiting = () => (
  <p className="st-muted" role="status">
    {M.LOADING}
  </p>
);

export const Loading = () => (
  <BrandFrame>
    <Waiting />
  </BrandFrame>
);

/** A failed load: a domain that names no entity reads 'No se encontró la institución' (the server's text). */
export const Failed = ({ error }: { error: ApiError }) => (
  <BrandFrame>
    <h1 className="st-title">{error.message}</h1>
  </BrandFrame>
);

/**
 * Inside a frame already drawn (the student area's): waiting, the server's message, or the answer shown (the last one
 * while a newer one loads: another page of the list).
 */
export function Shown<T>({ loaded, children }: { loaded: Loaded<T>; children: (data: T) => ReactNode }) {
  if (loaded.state === 'loading') return loaded.previous === undefined ? <Waiting /> : children(loaded.previous);
  if (loaded.state === 'error')
    return (
      <p className="st-error" role="alert">
        {loaded.error.message}
      </p>
    );
  return children(loaded.data);
}
