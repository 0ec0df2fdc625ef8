// What a call answers when it succeeds, as its entry in call-schemas.ts declares it (issue 47): the zod
// schema of its JSON, whose output type is the answer's type in the table (`Answers`), or, for what is
// not JSON (a file, a page, a player's text, a stream, a redirect), its media type. The API document
// publishes it and the server tests check every answer against it (server/test/contract.ts). Here too
// the answers many calls share: the refusal (`ApiError`), the pt-BR text of a change (`messageAnswer`),
// a page of a list and an export as a workbook.
import { z } from 'zod';

/**
 * A successful answer that is not JSON: its status, its media type (none for a redirect) and what it is;
 * `json`, the JSON the same call answers when the request asks for it (an export's rows).
 */
export interface OtherAnswer {
  status: 200 | 302;
  media?: string;
  description: string;
  json?: z.ZodType;
  /** The type its refusals may come in besides JSON: a page's, a player's text. */
  refusedAs?: string;
}

const other = (media: string, description: string, refusedAs?: string): OtherAnswer => ({ status: 200, media, description, refusedAs });

export const NOT_JSON = {
  csv: other('text/csv', 'Planilha CSV (UTF-8 com BOM), para abrir no Excel.'),
  html: other('text/html', 'Uma página HTML.', 'text/html'),
  text: other('text/plain', 'Texto simples.'),
  playlist: other('audio/x-mpegurl', 'A lista M3U do cliente, como os aplicativos IPTV a leem.', 'text/plain'),
  stream: { status: 302, description: 'Redireciona o player à fonte do canal, filme ou episódio (cabeçalho Location).' },
  redirect: { status: 302, description: 'Redireciona ao endereço guardado (cabeçalho Location).' },
  file: other('*/*', 'O arquivo, em bytes, com o tipo do arquivo.'),
  image: other('image/*', 'A imagem, em bytes.'),
  javascript: other('text/javascript', 'Um arquivo JavaScript.'),
  events: other('text/event-stream', 'Server-Sent Events: uma linha `data:` em JSON por aviso, enquanto a conexão durar.'),
} satisfies Record<string, OtherAnswer>;

export type AnswerSpec = z.ZodType | OtherAnswer;

/** A CSV export that answers its rows as JSON when the request asks (`format: 'json'`). */
export const csvOrJson = <Rows extends z.ZodType>(json: Rows) => ({ ...NOT_JSON.csv, json });

/**
 * The statuses a call answers beyond those its rule and input imply (server/openapi/document.ts adds
 * those: 400, 401, 403, 404, 409, 415, 422, 429, 503, 507): a list not changed since the client's ETag,
 * a file's ranges and preconditions, a conflict with what exists, a state that refuses the call, an
 * upstream that failed, a public caller refused (a wrong password, a bad signature).
 */
export type OtherStatus = 206 | 304 | 401 | 403 | 404 | 409 | 412 | 416 | 422 | 502;

/** A page of a list, as the spec's paged lists answer it: its rows and where it is in the whole. */
export const paged = <Row extends z.ZodType>(row: Row) =>
  z.object({ data: z.array(row), total: z.number().int(), current_page: z.number().int(), per_page: z.number().int(), last_page: z.number().int() });

/** The type a call answers: its schema's output (or its JSON's, for an export); `unknown` for what is not JSON. */
export type AnswerType<S> = S extends z.ZodType ? z.output<S> : S extends { json: infer J extends z.ZodType } ? z.output<J> : unknown;

export const isJsonAnswer = (answer: AnswerSpec): answer is z.ZodType => '_zod' in answer;

/** Every error answer of the server: 4xx with a pt-BR message, and field errors on 422. */
export interface ApiError {
  message: string;
  errors?: Record<string, string[]>;
}

/** The answer of most changes: the pt-BR text the screen shows. */
export const messageAnswer = z.object({ message: z.string().meta({ description: 'O texto em pt-BR que a tela mostra.' }) });
export type MessageResponse = z.infer<typeof messageAnswer>;

export const excelColumn = z.object({
  header: z.string(),
  key: z.string(),
  width: z.number().optional(),
  /**
   * The values are dates: pt-BR texts ('DD/MM/YYYY' or 'DD/MM/YYYY HH:mm:ss', São Paulo time, as the
   * server sends them) or instants in ms. They become real Excel date cells shown as DD/MM/YYYY HH:mm:ss.
   */
  date: z.boolean().optional(),
  /** The values are R$ amounts (numbers): currency cells, shown as R$ 1.234,50 by a Brazilian Excel. */
  currency: z.boolean().optional(),
  /** The values are rates from 0 to 1 (numbers): percent cells, shown as 29,6% by a Brazilian Excel. */
  percent: z.boolean().optional(),
});
export type ExcelColumn = z.infer<typeof excelColumn>;

/** A workbook as a description (file name, columns, rows): the clients write the real .xlsx. */
export const excelExportAnswer = z.object({
  /** File name with extension, e.g. 'UsersIPTV.xlsx'. */
  fileName: z.string(),
  sheetName: z.string(),
  columns: z.array(excelColumn),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});
export type ExcelExport = z.infer<typeof excelExportAnswer>;
