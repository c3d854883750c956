import type { ApiError } from '@gg/contracts';

/** An error that knows its HTTP answer. Thrown from domain code, turned into JSON by the app. */
export class ApiHttpError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
    this.name = 'ApiHttpError';
  }
  toJSON(requestId?: string): ApiError { return errorBody(this.status, this.code, this.message, requestId); }
}

export const badRequest = (message: string) => new ApiHttpError(400, 'bad_request', message);
export const notFound = (message: string) => new ApiHttpError(404, 'not_found', message);
export const unavailable = (message: string) => new ApiHttpError(503, 'unavailable', message);

export function errorBody(status: number, code: string, message: string, requestId?: string): ApiError {
  return { error: requestId ? { status, code, message, requestId } : { status, code, message } };
}
