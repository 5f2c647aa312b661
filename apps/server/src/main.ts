import { readConfig, type ServerConfig } from './config.ts';
import { configureLogging, log, scrub } from './log.ts';
import { type RunningServer, startServer } from './server.ts';

let config: ServerConfig;
let running: RunningServer;
try {
  config = readConfig();
  configureLogging({ level: config.logLevel, format: config.logFormat });
  running = await startServer(config);
} catch (error) {
  // One line a person can act on (the embedded database's errors say what to do), never a stack
  // trace or the `undefined` a rejected promise without a reason would print. Plain, not a log
  // record: the configuration that says how to log may be what is wrong.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`The portal could not start: ${scrub(message.split('\n')[0] || 'unknown error')}`);
  process.exit(1);
}
log.info({ url: running.url }, `Portal running at ${running.url}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, `${signal} received, shutting down`);
  // In-flight requests get SHUTDOWN_GRACE_MS; stopping the database and the rest, a little more.
  setTimeout(() => process.exit(1), config.shutdownGraceMs + 15_000).unref();
  try {
    await running.close();
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'Shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
