import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { isPageAddress } from '@contract/rules/page-address';
import { isOwnSitePath, pathOf } from '../lib/page-address';
import { findRefusedInRequest } from '../lib/text-guard';

/** The address with each escaped NUL made a literal `%00`: what a page address with one shows. */
const withLiteralNul = (url: string): string => url.replace(/%00/gi, '%2500');

/**
 * One check for every API route, before its schema and handler: a NUL anywhere in the path, the query,
 * the body or the credentials (or half of a character) is a 400 (code invalidCharacter) and never reaches SQL.
 */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, reply, done) => {
    const where = findRefusedInRequest(request);
    // A page address is the app's to show (a link pasted or shared): the browser is sent to it with
    // the NUL as plain text, as an address with a broken escape is, never shown the API's JSON. A page
    // reads no header or body, so a NUL there does not stop it.
    if (where && (request.method === 'GET' || request.method === 'HEAD') && isPageAddress(pathOf(request.url))) {
      const target = withLiteralNul(request.url);
      if (target === request.url) return done();
      return void reply.redirect(isOwnSitePath(target) ? target : '/');
    }
    if (where) return done(AppError.of(400, 'invalidCharacter', `The ${where === 'Authorization' ? 'Authorization header' : `field ${where}`} contains a NUL character or half of a character, which is not allowed.`));
    done();
  });
}
