/**
 * The baseline of bench/api.ts: a bare Fastify route in a process of its own that answers a
 * fixed JSON body (the body userData answered), with nothing the portal adds: no token check,
 * no contract validation, no database. Receives the body over IPC, answers with its port, and
 * then its CPU time whenever asked (`cpu`).
 */
import Fastify from 'fastify';
import { answerCpuRequests } from './process-cpu.ts';

answerCpuRequests();
process.once('message', async (message: { body: unknown }) => {
  const app = Fastify({ logger: false });
  app.get('/bare/userData', async () => message.body);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
});
