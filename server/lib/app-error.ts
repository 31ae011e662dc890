import { ErrorCode, type ErrorBody, type ErrorCodeName } from '@contract/schemas/errors';

/** Fields of a failure's answer beside code, error and message: the contract's ErrorBodySchema names them all (its serializer keeps only those). */
export type ErrorDetails = Omit<ErrorBody, 'code' | 'error' | 'message'>;

/** A failure the member or the client can act on: becomes `{ code, error, message }` with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: number,
    message: string,
    /** Extra fields of the answer beside code, error and message (e.g. a provider's verified profile). */
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }

  static of(statusCode: number, name: ErrorCodeName, message: string): AppError {
    return new AppError(statusCode, ErrorCode[name], message);
  }
}

export const badInput = (message: string, name: ErrorCodeName = 'badInput') => AppError.of(400, name, message);
export const unauthorized = (message = 'Sign in to continue.') => AppError.of(401, 'unauthorized', message);
export const forbidden = (message = 'You may not access this data.') => AppError.of(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => AppError.of(404, 'notFound', message);
