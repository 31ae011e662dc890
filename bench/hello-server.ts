import Fastify from 'fastify';

// The baseline: a bare Fastify "hello" route, run in its own process like the real server.
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${address}`);
