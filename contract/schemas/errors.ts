import { Type, type Static } from 'typebox';

export { ErrorCode, type ErrorCodeName } from '../rules/error-codes';

export const ErrorBodySchema = Type.Object({
  code: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  /** Only on a provider login's "non-existent" answer: the e-mail and names the provider vouched for. */
  profile: Type.Optional(Type.Object({ email: Type.String(), first_name: Type.String(), last_name: Type.String() })),
});
export type ErrorBody = Static<typeof ErrorBodySchema>;
