// When the server cannot be reached (a call came back with no answer), every window says so at the
// top of its screen with 'Tentar novamente', which repeats the calls that failed. The screen stays as
// it is, so nothing typed in an open form is lost.
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button } from 'antd';
import { MSG } from '../../../shared/messages';
import { api, unanswered } from '../../api/base';
import type { AppStore, RootState } from '../store';

/** The queries whose last try got no answer at all (status 0). */
const selectOffline = (state: RootState) => Object.values(state.api.queries).filter((q) => q?.status === 'rejected' && unanswered(q.error));

export function OfflineBanner() {
  const failed = useSelector(selectOffline, (a, b) => a.length === b.length && a.every((q, i) => q === b[i]));
  const dispatch = useDispatch<AppStore['dispatch']>();
  if (failed.length === 0) return null;
  const retry = () => {
    for (const q of failed) {
      const endpoint = api.endpoints[q!.endpointName as keyof typeof api.endpoints] as { initiate?: (arg: unknown, opts: object) => never } | undefined;
      if (endpoint?.initiate) void dispatch(endpoint.initiate(q!.originalArgs, { subscribe: false, forceRefetch: true }));
    }
  };
  return (
    <Alert
      type="error"
      showIcon
      banner
      title={MSG.serverAway}
      action={
        <Button size="small" onClick={retry}>
          Tentar novamente
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
