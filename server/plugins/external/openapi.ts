import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** OpenAPI built from the contract's route schemas, browsable at /rest/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    // Shared schemas (the failure body) appear under their $id in components.schemas.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    openapi: {
      info: { title: 'Panelist REST API', version: '1.0.0', description: 'Calls of the product.' },
      components: {
        securitySchemes: {
          credentials: { type: 'apiKey', in: 'header', name: 'Authorization', description: '{userId}:{token} from POST /rest/user/login' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/rest/docs', staticCSP: true, transformStaticCSP: docsPolicy });
}

/**
 * The docs page's policy, from swagger-ui's own: without upgrade-insecure-requests, which would send a
 * page opened over plain http on any host but localhost (a server's address on the local network)
 * for its scripts over https, where nothing answers; with the inline styles swagger-ui sets itself.
 */
function docsPolicy(header: string): string {
  return header.replace(/\s*upgrade-insecure-requests;?/, '').replace(/style-src 'self' https:\s*;/, "style-src 'self' 'unsafe-inline';");
}
