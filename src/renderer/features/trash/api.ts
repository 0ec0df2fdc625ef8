// Calls of 'Lixeira' (issue 30). A restore puts a line back in its list, or resellers back in theirs.
import { CALLS, type Answers } from '../../../shared/calls';
import type { TrashQuery } from '../../../shared/trash/schemas';
import { api, byId, byIdEmptyBody, invalidatesEverywhere, requestOf } from '../../api/base';
import { LINE_TAGS } from '../lines/api';

/** A tab of the trash: what any window deletes lands there, so it is read again whenever the screen opens. */
const trashTab = (call: typeof CALLS.trash | typeof CALLS.resellerTrash) => ({
  query: (q: Partial<TrashQuery>) => requestOf(call, { query: { ...q } }),
  providesTags: ['Trash'],
  keepUnusedDataFor: 0,
});

const trashApi = api
  .enhanceEndpoints({ addTagTypes: ['Trash', 'Dashboard', 'Resellers', 'Movements', 'Profile', ...Object.values(LINE_TAGS)] })
  .injectEndpoints({
    endpoints: (build) => ({
      trash: build.query<Answers['trash'], Partial<TrashQuery>>(trashTab(CALLS.trash)),
      restoreLine: build.mutation<Answers['restoreLine'], number>({
        query: byIdEmptyBody(CALLS.restoreLine),
        ...invalidatesEverywhere('Trash', 'Dashboard', ...Object.values(LINE_TAGS)),
      }),
      eraseLine: build.mutation<Answers['eraseLine'], number>({ query: byId(CALLS.eraseLine), ...invalidatesEverywhere('Trash') }),
      resellerTrash: build.query<Answers['resellerTrash'], Partial<TrashQuery>>(trashTab(CALLS.resellerTrash)),
      // The restored accounts come back with their lines, and the heir pays back what it received.
      restoreReseller: build.mutation<Answers['restoreReseller'], number>({
        query: byIdEmptyBody(CALLS.restoreReseller),
        ...invalidatesEverywhere('Trash', 'Dashboard', 'Resellers', 'Movements', 'Profile', ...Object.values(LINE_TAGS)),
      }),
      eraseReseller: build.mutation<Answers['eraseReseller'], number>({ query: byId(CALLS.eraseReseller), ...invalidatesEverywhere('Trash') }),
      saveTrashRetention: build.mutation<Answers['trashRetention'], number>({
        query: (days) => requestOf(CALLS.trashRetention, { body: { days } }),
        ...invalidatesEverywhere('Trash'),
      }),
    }),
  });

export const {
  useTrashQuery,
  useRestoreLineMutation,
  useEraseLineMutation,
  useResellerTrashQuery,
  useRestoreResellerMutation,
  useEraseResellerMutation,
  useSaveTrashRetentionMutation,
} = trashApi;
