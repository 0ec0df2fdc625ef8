// Calls of the admin's packages screen; a change also refreshes the creation screens' options.
import type { LinePackage } from '../../../shared/lines/schemas';
import { CALLS, type Answers } from '../../../shared/calls';
import { api, listEdits, requestOf } from '../../api/base';

const PACKAGES = listEdits('LinePackages', { create: CALLS.createLinePackage, update: CALLS.updateLinePackage, remove: CALLS.deleteLinePackage });

export const packagesApi = api.enhanceEndpoints({ addTagTypes: ['LinePackages'] }).injectEndpoints({
  endpoints: (build) => ({
    linePackages: build.query<Answers['linePackages'], void>({ query: () => requestOf(CALLS.linePackages), providesTags: ['LinePackages'] }),
    addPackage: build.mutation<Answers['createLinePackage'], { kind: LinePackage['kind']; name: string }>(PACKAGES.create),
    renamePackage: build.mutation<Answers['updateLinePackage'], { id: number; name: string }>(PACKAGES.update),
    deletePackage: build.mutation<Answers['deleteLinePackage'], number>(PACKAGES.remove),
  }),
});

export const { useLinePackagesQuery, useAddPackageMutation, useRenamePackageMutation, useDeletePackageMutation } = packagesApi;
