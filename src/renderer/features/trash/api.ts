// Calls of 'Lixeira' (issue 30). A restore puts a line back in its list, or resellers back in theirs.
import { CALLS, type Answers } from '../../../shared/calls';
import type { TrashQuery } from '../../../shared/trash';
import { api, byId, invalidatesEverywhere, requestOf } from '../../api/base';
import { LINE_TAGS } from '../lines/api';

const trashApi = api
  .enhanceEndpoints({ addTagTypes: ['Trash', 'Dashboard', 'Resellers', 'Movements', 'Profile', ...Object.values(LINE_TAGS)] })
  .injectEndpoints({
    endpoints: (build) => ({
      // A line deleted in any window lands here: read again whenever the screen opens.
      trash: build.query<Answers['trash'], Partial<TrashQuery>>({
        query: (q) => requestOf(CALLS.trash, { query: { ...q } }),
        providesTags: ['Trash'],
        keepUnusedDataFor: 0,
      }),
      restoreLine: build.mutation<Answers['restoreLine'], number>({
        query: (id) => requestOf(CALLS.restoreLine, { params: { id }, body: {} }),
        ...invalidatesEverywhere('Trash', 'Dashboard', ...Object.values(LINE_TAGS)),
      }),
      eraseLine: build.mutation<Answers['eraseLine'], number>({ query: byId(CALLS.eraseLine), ...invalidatesEverywhere('Trash') }),
      resellerTrash: build.query<Answers['resellerTrash'], Partial<TrashQuery>>({
        query: (q) => requestOf(CALLS.resellerTrash, { query: { ...q } }),
        providesTags: ['Trash'],
        keepUnusedDataFor: 0,
      }),
      // The restored accounts come back with their lines, and the heir pays back what it received.
      restoreReseller: build.mutation<Answers['restoreReseller'], number>({
        query: (id) => requestOf(CALLS.restoreReseller, { params: { id }, body: {} }),
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
