/** The one error type of the server (style.md §4); the error handler maps it to HTTP. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'bad_request') => new AppError(code, message, 400);
export const unauthorized = (message = 'You are not logged in.') => new AppError('unauthorized', message, 401);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError('forbidden', message, 403);
export const notFound = (what = 'Entity') => new AppError('not_found', `${what} not found.`, 404);
export const conflict = (message: string, code = 'conflict') => new AppError(code, message, 409);
export const tooLarge = (message: string) => new AppError('too_large', message, 413);
export const unprocessable = (message: string, code = 'unprocessable') => new AppError(code, message, 422);
export const tooManyRequests = (message: string) => new AppError('rate_limited', message, 429);
