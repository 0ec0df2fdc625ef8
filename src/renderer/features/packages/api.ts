// Calls of the admin's packages screen; a change also refreshes the creation screens' options.
import type { LinePackage } from '../../../shared/lines';
import { CALLS, type Answers } from '../../../shared/calls';
import { api, byId, byIdWithBody, invalidatesEverywhere, requestOf, withBody } from '../../api/base';

export const packagesApi = api.enhanceEndpoints({ addTagTypes: ['LinePackages'] }).injectEndpoints({
  endpoints: (build) => ({
    linePackages: build.query<Answers['linePackages'], void>({ query: () => requestOf(CALLS.linePackages), providesTags: ['LinePackages'] }),
    addPackage: build.mutation<Answers['createLinePackage'], { kind: LinePackage['kind']; name: string }>({
      query: withBody(CALLS.createLinePackage),
      ...invalidatesEverywhere('LinePackages'),
    }),
    renamePackage: build.mutation<Answers['updateLinePackage'], { id: number; name: string }>({
      query: byIdWithBody(CALLS.updateLinePackage),
      ...invalidatesEverywhere('LinePackages'),
    }),
    deletePackage: build.mutation<Answers['deleteLinePackage'], number>({ query: byId(CALLS.deleteLinePackage), ...invalidatesEverywhere('LinePackages') }),
  }),
});

export const { useLinePackagesQuery, useAddPackageMutation, useRenamePackageMutation, useDeletePackageMutation } = packagesApi;
