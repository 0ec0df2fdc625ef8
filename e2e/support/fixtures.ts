// The `test` of every spec: Playwright's, plus an admin API client for setup.
import { test as base, expect } from '@playwright/test';
import { adminApi, type Api } from './api';

export const test = base.extend<{ admin: Api }>({
  admin: async ({ request }, use) => {
    await use(await adminApi(request));
  },
});
export { expect };
