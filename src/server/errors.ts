// Refusals the server answers on purpose: a status and a pt-BR message (and field errors on 422).
import { MSG } from '../shared/messages';
import { SERVER_MSG } from './messages';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = SERVER_MSG.notFound) => new HttpError(404, message);
export const forbidden = (message: string = MSG.forbidden) => new HttpError(403, message);
export const unprocessable = (message: string, errors?: Record<string, string[]>) => new HttpError(422, message, errors);
export const badRequest = (message: string) => new HttpError(400, message);
export const conflict = (message: string) => new HttpError(409, message);
