import type { FastifyReply } from 'fastify';

/**
 * Sends JSON made once and shared by many responses (cards of the contract's schema, a member's
 * details): a string with a JSON content type goes out as it is, with no serializing per request.
 */
export function sendJson(reply: FastifyReply, json: string): never {
  return reply.type('application/json; charset=utf-8').send(json) as never;
}
