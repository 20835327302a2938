// 'Anterior' / 'Página n de m' / 'Siguiente' under a paged list (the catalogue, Mis pedidos).
import { M, type Pagination } from '@edu/shared';

export function Pager({ pagination, go }: { pagination: Pagination; go: (page: number) => void }) {
  if (pagination.totalPages <= 1) return null;
  const label = M.catalogPageOf(pagination.actualPage, pagination.totalPages);
  return (
    <nav className="st-pager" aria-label={label}>
      <button
        className="st-button-outline"
        type="button"
        disabled={!pagination.hasPrevPage}
        onClick={() => go(pagination.actualPage - 1)}
      >
        {M.CATALOG_PREVIOUS}
      </button>
      <span>{label}</span>
      <button
        className="st-button-outline"
        type="button"
        disabled={!pagination.hasNextPage}
        onClick={() => go(pagination.actualPage + 1)}
      >
        {M.CATALOG_NEXT}
      </button>
    </nav>
  );
}
