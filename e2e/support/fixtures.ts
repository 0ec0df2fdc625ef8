// The `test` of every spec: Playwright's, plus an admin API client for setup. The admin logs in once
// per worker (the server allows an account's address 30 logins a minute: see loginAddress in api.ts).
import { request as playwrightRequest, test as base, expect } from '@playwright/test';
import { adminApi, type Api } from './api';

export const test = base.extend<{ admin: Api }, { workerAdmin: Api }>({
  workerAdmin: [
    async ({}, use, workerInfo) => {
      const ctx = await playwrightRequest.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await adminApi(ctx));
      await ctx.dispose();
    },
    { scope: 'worker' },
  ],
  admin: async ({ workerAdmin }, use) => {
    await use(workerAdmin);
  },
});
export { expect };
