// Calls of the admin's packages screen; a change also refreshes the creation screens' options.
import type { LinePackage } from '../../../shared/lines';
import { api, invalidatesEverywhere } from '../../api/base';

export const packagesApi = api.enhanceEndpoints({ addTagTypes: ['LinePackages'] }).injectEndpoints({
  endpoints: (build) => ({
    linePackages: build.query<LinePackage[], void>({ query: () => ({ method: 'GET', path: '/api/line-packages' }), providesTags: ['LinePackages'] }),
    addPackage: build.mutation<{ message: string }, { kind: LinePackage['kind']; name: string }>({
      query: (body) => ({ method: 'POST', path: '/api/line-packages', body }),
      ...invalidatesEverywhere('LinePackages'),
    }),
    renamePackage: build.mutation<{ message: string }, { id: number; name: string }>({
      query: ({ id, name }) => ({ method: 'PUT', path: `/api/line-packages/${id}`, body: { name } }),
      ...invalidatesEverywhere('LinePackages'),
    }),
    deletePackage: build.mutation<{ message: string }, number>({
      query: (id) => ({ method: 'DELETE', path: `/api/line-packages/${id}` }),
      ...invalidatesEverywhere('LinePackages'),
    }),
  }),
});

export const { useLinePackagesQuery, useAddPackageMutation, useRenamePackageMutation, useDeletePackageMutation } = packagesApi;
