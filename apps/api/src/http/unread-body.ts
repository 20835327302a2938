// An answer that leaves before the request's body has been read (a refused upload, a body over the limit, a content
// type the server does not read): the connection closes after it, and the rest of the body is never read.
import { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long the connection stays half-closed after such an answer before it is reset. Measured (decision 0026) with a
 * 24 MB body: a reset as soon as the answer is written made a Node client that writes without looking at the answer
 * lose it 7 times in 100 (its next write failed first); half-closed for a moment, 0 in 300. Chromium reads an early
 * answer only once its upload fails, so it shows the 403 this long after it was sent.
 */
const LINGER_MS = 250;

export function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply) {
  const socket = request.raw.socket;
  // a whole body (the common case), or no socket at all (inject() in tests)
  if (request.raw.complete || !(socket instanceof Socket)) return;
  reply.header('connection', 'close');
  // Node drains a body that nobody has begun to read once the answer is sent (IncomingMessage._dump). Taking what is
  // buffered (64 KiB at most) begins the reading, so Node leaves it alone, and the socket stops once the buffer refills.
  while (request.raw.read() !== null);
  // Node ends a `Connection: close` answer with socket.destroySoon(): FIN, then a reset as soon as the FIN is written.
  // Instead: FIN, read nothing more (the request is paused, so the client stalls once the socket's buffers are full),
  // and reset after LINGER_MS unless the client hangs up first.
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once('close', () => clearTimeout(timer));
  };
}
