// The loop of a parse pool's thread: loads the pool's task table (workerData.tasks, a module URL), runs one task at a
// time and answers its value, or its refusal as the code, message and fields an AppError carries (a thread passes only
// plain data; the pool rebuilds the AppError).
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../errors.js';
import type { Reply, Request, TaskTable } from './pool.js';

const port = parentPort;
if (!port) throw new Error('worker.ts runs only as a worker thread (workers/pool.ts)');
const { TASKS } = (await import((workerData as { tasks: string }).tasks)) as { TASKS: TaskTable };

port.on('message', async ({ id, task, input }: Request) => {
  let reply: Reply;
  try {
    reply = { id, ok: true, value: await (TASKS[task] as (input: unknown) => unknown)(input) };
  } catch (error) {
    reply =
      error instanceof AppError
        ? { id, ok: false, refusal: { code: error.code, message: error.message, fields: error.fields } }
        : { id, ok: false, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
// the pool counts a task's time from here: loading tsx and the tasks' modules is the thread's, not the task's
port.postMessage({ ready: true });
