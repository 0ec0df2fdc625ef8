// The shape of each IPC channel's argument: main validates before acting (VS Code's validated IPC).
import { z } from 'zod';

const scalar = z.union([z.string(), z.number(), z.boolean()]);

export const apiRequestSchema = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
  path: z.string().regex(/^\/api\/[\w\-./]*$/).max(500),
  query: z.record(z.string(), scalar.optional()).optional(),
  body: z.unknown().optional(),
  requestId: z.string().max(128).optional(),
});

export const loginSchema = z.record(z.string(), z.unknown());
export const tagsSchema = z.array(z.string().max(64)).max(50);
/** A route of the app: a path only, never a URL. */
export const routeSchema = z.string().regex(/^\/[\w\-/]*$/).max(200);
export const serverUrlSchema = z.string().url().regex(/^https?:\/\//).max(300);

export const excelSchema = z.object({
  fileName: z.string().regex(/^[^/\\:*?"<>|]+\.xlsx$/).max(120),
  sheetName: z.string().min(1).max(100),
  columns: z.array(z.object({ header: z.string().max(100), key: z.string().max(100), width: z.number().positive().max(200).optional() })).max(100),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))).max(500_000),
});
export const noArgs = z.undefined();
