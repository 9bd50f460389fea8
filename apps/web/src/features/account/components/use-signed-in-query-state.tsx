import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactElement } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../app/paths.js';
import { PageFrame, type PageFrameProps } from '../../../components/layouts/page-frame.js';
import { Button } from '../../../components/ui/button.js';
import { USER_QUERY_KEY } from '../../../lib/auth.js';
import { isSignedOutError } from '../../dashboard/components/is-signed-out-error.js';

export interface QueryStateTexts {
  loading: string;
  error: string;
  retry: string;
}

/**
 * What a signed-in screen shows before its data is there: home when the session ended meanwhile
 * (spec part 1 §2.10: signed-out visitors go to /, and the account chip is refreshed), a loading
 * line, or an error with Retry. Null once the data has arrived, so the screen renders itself.
 */
export function useSignedInQueryState(
  query: UseQueryResult<unknown>,
  frame: Omit<PageFrameProps, 'children'>,
  texts: QueryStateTexts,
): ReactElement | null {
  const queryClient = useQueryClient();
  const signedOut = query.isError && isSignedOutError(query.error);
  useEffect(() => {
    if (signedOut) void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [queryClient, signedOut]);

  if (signedOut) return <Navigate to={paths.home.href()} replace />;
  if (query.isPending) {
    return (
      <PageFrame {...frame}>
        <p role="status" className="text-lg">
          {texts.loading}
        </p>
      </PageFrame>
    );
  }
  if (query.isError) {
    return (
      <PageFrame {...frame}>
        <div role="alert" className="space-y-4 rounded-card border-2 border-danger p-6">
          <p className="text-lg font-semibold text-danger">{texts.error}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        </div>
      </PageFrame>
    );
  }
  return null;
}
