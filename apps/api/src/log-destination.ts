// The server's log destination: standard output, written asynchronously as pino's default (sonic-boom) writes it, but
// never at the cost of stopping. pino's default flushes synchronously in its exit hook, and sonic-boom's flushSync
// retries a write that fails with anything but EAGAIN forever: a server whose log reader had gone (a supervisor or a
// test harness that closed its end of the pipe first) looped in that hook on SIGTERM until SIGKILL. Here a reader that
// has gone ends the logging (EPIPE or any other write error: every later line is dropped), a slow reader makes the
// lines wait up to MAX_QUEUED bytes (past it they are dropped, and counted), and the exit hook makes one synchronous
// attempt at what is queued, giving up at the first error (docs/decisions/0049-bounded-inputs.md).
import { write, writeSync } from 'node:fs';

/** what waits for a slow reader at most: beyond it a line is dropped rather than the server's memory growing */
const MAX_QUEUED = 8 * 1024 * 1024;
/** how long a full pipe (EAGAIN) is given before the write is tried again */
const RETRY_MS = 50;

export interface LogDestination {
  write(line: string): void;
  /** what is queued, written at once; a failure gives up (the exit hook) */
  flushSync(): void;
}

export function stdoutLog(fd = 1): LogDestination {
  let queue: Buffer[] = [];
  let queued = 0;
  let dropped = 0;
  let isWriting = false;
  let isGone = false;
  /** a chunk a full pipe refused, waiting for its retry: the exit hook writes it first */
  let waiting: Buffer | null = null;

  const giveUp = () => {
    isGone = true;
    queue = [];
  };
  const next = () => {
    if (isGone || !queue.length) {
      isWriting = false;
      return;
    }
    isWriting = true;
    const chunk = Buffer.concat(queue);
    queue = [];
    send(chunk);
  };
  const send = (chunk: Buffer) =>
    write(fd, chunk, 0, chunk.length, null, (error, written) => {
      if (error?.code === 'EAGAIN') {
        waiting = chunk;
        setTimeout(() => {
          waiting = null;
          send(chunk);
        }, RETRY_MS).unref();
        return;
      }
      if (error) return giveUp();
      queued -= written;
      if (written < chunk.length) return send(chunk.subarray(written));
      next();
    });

  const destination: LogDestination = {
    write(line) {
      if (isGone) return;
      if (queued + line.length > MAX_QUEUED) {
        dropped += 1;
        return;
      }
      if (dropped) {
        const note = `${JSON.stringify({ level: 40, time: Date.now(), msg: `${dropped} log lines dropped: the reader was too slow` })}\n`;
        dropped = 0;
        queue.push(Buffer.from(note));
        queued += note.length;
      }
      const bytes = Buffer.from(line);
      queue.push(bytes);
      queued += bytes.length;
      if (!isWriting) next();
    },
    flushSync() {
      if (isGone || (!queue.length && !waiting)) return;
      const rest = Buffer.concat(waiting ? [waiting, ...queue] : queue);
      queue = [];
      waiting = null;
      try {
        for (let at = 0; at < rest.length; ) at += writeSync(fd, rest, at);
      } catch {
        giveUp();
      }
    },
  };
  process.once('exit', () => destination.flushSync());
  return destination;
}
