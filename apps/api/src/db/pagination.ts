// The `pagination` block of every paged list (03 §1). `itemCount` is the rows on this page, `total` all that match.
import type { Pagination } from '@edu/shared';

export function pageWindow(page: number, docs: number) {
  return { limit: docs, offset: (page - 1) * docs };
}

export function paginationOf(page: number, docs: number, total: number, itemCount: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / docs));
  return {
    actualPage: page,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
    itemCount,
    nextPage: page < totalPages ? page + 1 : null,
    total,
    totalPages,
  };
}
