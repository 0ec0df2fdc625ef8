// The shape of each IPC channel's argument: main validates before acting (VS Code's validated IPC).
import { z } from 'zod';
import { callFor } from '../../shared/calls';

const scalar = z.union([z.string(), z.number(), z.boolean()]);

export const apiRequestSchema = z
  .object({
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
    path: z
      .string()
      .regex(/^\/api\/[\w\-./]*$/)
      .max(500),
    query: z.record(z.string(), scalar.optional()).optional(),
    body: z.unknown().optional(),
    requestId: z.string().max(128).optional(),
    /** An upload (login backgrounds): at most 10 MB cross the bridge; the server has its own limit. */
    file: z
      .object({
        field: z.string().regex(/^\w+$/).max(32),
        name: z.string().min(1).max(255),
        type: z.string().max(100),
        data: z.instanceof(Uint8Array).refine((d) => d.byteLength <= 10 * 1024 * 1024),
      })
      .optional(),
  })
  // Only calls of the table leave the machine (an id parameter must be a number); what the body says is the
  // server's to check, which answers a bad one with its pt-BR message.
  .refine((req) => callFor(req.method, req.path) !== undefined);

export const loginSchema = z.record(z.string(), z.unknown());
export const tagsSchema = z.array(z.string().max(64)).max(50);
/** A route of the app: a path only, never a URL. */
export const routeSchema = z
  .string()
  .regex(/^\/[\w\-/]*$/)
  .max(200);
export const serverUrlSchema = z
  .string()
  .url()
  .regex(/^https?:\/\//)
  .max(300);

export const excelSchema = z.object({
  fileName: z
    .string()
    .regex(/^[^/\\:*?"<>|]+\.xlsx$/)
    .max(120),
  sheetName: z.string().min(1).max(100),
  columns: z
    .array(
      z.object({
        header: z.string().max(100),
        key: z.string().max(100),
        width: z.number().positive().max(200).optional(),
        date: z.boolean().optional(),
        currency: z.boolean().optional(),
        percent: z.boolean().optional(),
      }),
    )
    .max(100),
  // Only counted here; each row is checked in the worker that builds the workbook, off the main thread.
  rows: z.array(z.unknown()).max(500_000),
});
/** A file the server answers with, saved under a plain name (no folders, no dot-files). */
export const downloadSchema = z.object({
  req: apiRequestSchema,
  fileName: z
    .string()
    .regex(/^[^/\\:*?"<>|.][^/\\:*?"<>|]*$/)
    .max(120),
});
export const excelRowsSchema = z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()])));
/** A file main itself saved (see the export handler), to show in its folder. */
export const savedPathSchema = z.string().min(1).max(4096);
export const noArgs = z.undefined();
/** A window shows (or no longer shows) a ticket's chat. */
export const showingTicketSchema = z.object({ ticketId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), shown: z.boolean() });
export const unreadCountSchema = z.number().int().min(0).max(1_000_000);
export const switchSchema = z.boolean();
