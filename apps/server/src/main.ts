import { readConfig } from './config.ts';
import { type RunningServer, startServer } from './server.ts';

let running: RunningServer;
try {
  running = await startServer(readConfig());
} catch (error) {
  // One line a person can act on (the embedded database's errors say what to do), never a stack
  // trace or the `undefined` a rejected promise without a reason would print.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`The portal could not start: ${message.split('\n')[0] || 'unknown error'}`);
  process.exit(1);
}
console.log(`Portal running at ${running.url}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down`);
  setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await running.close();
    process.exit(0);
  } catch (error) {
    console.error('Shutdown failed:', error);
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
