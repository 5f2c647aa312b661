import { useEffect } from 'react';

export const PRODUCT_TITLE = 'Staff Portal';

/** Sets the document title to '{page} - Staff Portal', so every route is announced and bookmarked by name. */
export function usePageTitle(page: string | null): void {
  useEffect(() => {
    document.title = page ? `${page} - ${PRODUCT_TITLE}` : PRODUCT_TITLE;
  }, [page]);
}
