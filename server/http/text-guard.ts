import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { findRefusedInRequest } from '../lib/text-guard';

/**
 * One check for every route, before its schema and handler: a NUL anywhere in the path, the query,
 * the body or the credentials (or half of a character) is a 400 (code invalidCharacter) and never reaches SQL.
 */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const where = findRefusedInRequest(request);
    if (where) return done(AppError.of(400, 'invalidCharacter', `The ${where === 'Authorization' ? 'Authorization header' : `field ${where}`} contains a NUL character or half of a character, which is not allowed.`));
    done();
  });
}
