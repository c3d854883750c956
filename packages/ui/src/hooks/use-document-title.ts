import { useEffect } from 'react';

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Gridiron Guide` : 'Gridiron Guide';
  }, [title]);
}
