// Grants account permissions as the admin does, through the admin's 'Permissões' call.
import { expect } from '@playwright/test';
import type { Api } from './api';

export async function grant(admin: Api, accountId: number, permissions: string[]) {
  const res = await admin.call('PUT', `/api/reg-users/${accountId}/permissions`, { permissions });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
}
