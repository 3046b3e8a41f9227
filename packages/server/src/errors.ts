import { M } from '@app/contract';

/** An expected failure: becomes the error envelope { status, message, errors? } with that HTTP status. */
export class AppError extends Error {
  constructor(
    public status: number,
    message: string,
    public errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = M.notFoundRecord) => new AppError(404, message);
export const forbidden = (message: string = M.forbidden) => new AppError(403, message);
export const unauthorized = (message: string = M.notSignedIn) => new AppError(401, message);
export const conflict = (message: string) => new AppError(409, message);
/** 422 with the message also attached to a field, so forms can show it beside the input. */
export const invalid = (message: string, field?: string) =>
  new AppError(422, message, field ? { [field]: [message] } : undefined);
