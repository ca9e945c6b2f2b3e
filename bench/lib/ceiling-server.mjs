// The ceiling for bench/api.mjs (issue 5 §1): a bare Fastify route answering, from memory, the same
// bytes an endpoint answered (compressed as they were sent). Runs in its own process, like the real
// server, so the load generator does not share its event loop. argv[2]: a JSON file of
// [{ contentType, contentEncoding?, bodyBase64 }]; route /<index>.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const responsesFile = process.argv[2];
const port = Number(process.argv[3]);
if (!responsesFile || !Number.isInteger(port)) {
  console.error('usage: ceiling-server.mjs <responses.json> <port>');
  process.exit(2);
}
/** @type {Array<{ contentType: string, contentEncoding?: string, bodyBase64: string }>} */
const responses = JSON.parse(readFileSync(responsesFile, 'utf8'));
const app = Fastify({ logger: false });
// Read and drop any body (the token grant is form-encoded), as cheaply as Fastify allows.
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null));
responses.forEach((response, index) => {
  const body = Buffer.from(response.bodyBase64, 'base64');
  const headers = {
    'content-type': response.contentType,
    ...(response.contentEncoding ? { 'content-encoding': response.contentEncoding } : {}),
  };
  const handler = async (
    /** @type {unknown} */ _request,
    /** @type {import('fastify').FastifyReply} */ reply,
  ) => reply.headers(headers).send(body);
  app.get(`/${index}`, handler);
  app.post(`/${index}`, handler);
});
await app.listen({ host: '127.0.0.1', port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
