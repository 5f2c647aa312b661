/**
 * Builds the ONNX graph of a BERT encoder off the main thread: reading, up-casting and quantising the
 * weights takes seconds of CPU, which on the main thread would stall every request (and a database
 * handshake's timer) while the server starts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { buildBertOnnx } from './bert-onnx.ts';

const bytes = buildBertOnnx(workerData as Parameters<typeof buildBertOnnx>[0]);
parentPort?.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
