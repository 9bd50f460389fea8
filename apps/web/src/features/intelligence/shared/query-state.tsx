import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Loading, error or the data: each intelligence list says which, never an empty guess. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('intelligence');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <p role="alert" className="rounded-card border-2 border-danger bg-danger-soft p-4 text-lg">
        {t('status.error')}
      </p>
    );
  }
  return (
    <p role="status" className="text-lg">
      {t('status.loading')}
    </p>
  );
}
