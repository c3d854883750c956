import type { UseQueryResult } from '@gg/data';
import type { ReactNode } from 'react';
import { ErrorState } from './states';

/**
 * The loading / error / empty / data decision every screen makes, in one place.
 * Errors always get a retry; empty is decided by the caller (`isEmpty`).
 */
export function QueryView<T>({
  query,
  loading,
  empty,
  isEmpty,
  errorTitle,
  children,
}: {
  query: UseQueryResult<T>;
  loading: ReactNode;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  errorTitle?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError) return <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  if (empty !== undefined && (isEmpty ? isEmpty(query.data) : Array.isArray(query.data) && query.data.length === 0)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
