// Calls of the admin's packages screen; a change also refreshes the creation screens' options.
import type { LinePackage } from '../../../shared/lines';
import { CALLS, type Answers } from '../../../shared/calls';
import { api, invalidatesEverywhere, requestOf } from '../../api/base';

export const packagesApi = api.enhanceEndpoints({ addTagTypes: ['LinePackages'] }).injectEndpoints({
  endpoints: (build) => ({
    linePackages: build.query<Answers['linePackages'], void>({ query: () => requestOf(CALLS.linePackages), providesTags: ['LinePackages'] }),
    addPackage: build.mutation<Answers['createLinePackage'], { kind: LinePackage['kind']; name: string }>({
      query: (body) => requestOf(CALLS.createLinePackage, { body }),
      ...invalidatesEverywhere('LinePackages'),
    }),
    renamePackage: build.mutation<Answers['updateLinePackage'], { id: number; name: string }>({
      query: ({ id, name }) => requestOf(CALLS.updateLinePackage, { params: { id }, body: { name } }),
      ...invalidatesEverywhere('LinePackages'),
    }),
    deletePackage: build.mutation<Answers['deleteLinePackage'], number>({
      query: (id) => requestOf(CALLS.deleteLinePackage, { params: { id } }),
      ...invalidatesEverywhere('LinePackages'),
    }),
  }),
});

export const { useLinePackagesQuery, useAddPackageMutation, useRenamePackageMutation, useDeletePackageMutation } = packagesApi;
