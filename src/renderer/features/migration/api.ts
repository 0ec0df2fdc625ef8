// Calls of the migrators (spec section 7): check another panel's IPTV list URL, then bring the line here.
import { CALLS, type Answers } from '../../../shared/calls';
import type { Call } from '../../../shared/rules';
import { api, invalidatesEverywhere, requestOf } from '../../api/base';
import { LINE_TAGS } from '../lines/api';

export type MigratorKind = 'iptv' | 'p2p';
const MIGRATOR_CALLS = { iptv: CALLS.iptvMigrator, p2p: CALLS.p2pMigrator } satisfies Record<MigratorKind, Call>;

export const migrationApi = api.enhanceEndpoints({ addTagTypes: [LINE_TAGS.iptv, LINE_TAGS.p2p] }).injectEndpoints({
  endpoints: (build) => ({
    /** The credentials of the URL, when the username is still free here; a 422 with the reason otherwise. */
    verifyIptvMigrate: build.mutation<Answers['verifyIptvMigrate'], string>({
      query: (url) => requestOf(CALLS.verifyIptvMigrate, { body: { url } }),
    }),
    /** Creates the migrated line and charges its months; `requestId` makes a retry charge once. */
    migrate: build.mutation<Answers['iptvMigrator' | 'p2pMigrator'], { kind: MigratorKind; body: Record<string, unknown>; requestId: string }>({
      query: ({ kind, body, requestId }) => requestOf(MIGRATOR_CALLS[kind], { body, requestId }),
      // The new line shows in its list and the dashboard; the charge changes the balance.
      ...invalidatesEverywhere(LINE_TAGS.iptv, LINE_TAGS.p2p, 'Dashboard', 'Profile'),
    }),
  }),
});

export const { useVerifyIptvMigrateMutation, useMigrateMutation } = migrationApi;
