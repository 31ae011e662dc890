import type { FastifyReply } from 'fastify';

/** An image anyone may fetch (a choice's, a prize's), with its own type; browsers and shared caches keep it for a day. */
export function sendPublicImage(reply: FastifyReply, image: { data: Buffer; type: string }): FastifyReply {
  return reply.header('content-type', image.type).header('cache-control', 'public, max-age=86400').send(image.data);
}
