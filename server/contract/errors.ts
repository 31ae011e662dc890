import { Type, type Static } from 'typebox';

export { ErrorCode, type ErrorCodeName } from './error-codes';

export const ErrorBodySchema = Type.Object({
  code: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});
export type ErrorBody = Static<typeof ErrorBodySchema>;
