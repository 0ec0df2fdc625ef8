// The desktop app's installers the panel serves (issue 33), for the web shell's download links.
import { CALLS, type Answers } from '../../../shared/calls';
import { api, requestOf } from '../../api/base';

const desktopApi = api.injectEndpoints({
  endpoints: (build) => ({
    desktopRelease: build.query<Answers['desktopRelease'], void>({ query: () => requestOf(CALLS.desktopRelease) }),
  }),
});

export const { useDesktopReleaseQuery } = desktopApi;
