/** What other workspaces (e2e, root scripts) may import from the server. */
export { createApp } from './app.ts';
export { readConfig, type ServerConfig } from './config.ts';
export { DEMO_ACCOUNTS, DEMO_BUSINESS_UNITS, seedDemo } from './seed/demo.ts';
export { type RunningServer, startServer } from './server.ts';
