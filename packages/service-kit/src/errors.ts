import type { ApiError } from '@gg/contracts';

/** An error that knows its HTTP answer. Thrown from domain code, turned into JSON by the app. */
export class ApiHttpError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
    this.name = 'ApiHttpError';
  }
  toJSON(): ApiError { return { error: { status: this.status, code: this.code, message: this.message } }; }
}

export const badRequest = (message: string) => new ApiHttpError(400, 'bad_request', message);
export const notFound = (message: string) => new ApiHttpError(404, 'not_found', message);
export const unavailable = (message: string) => new ApiHttpError(503, 'unavailable', message);

export function errorBody(status: number, code: string, message: string): ApiError {
  return { error: { status, code, message } };
}
