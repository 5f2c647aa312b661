/**
 * The assistant at scale (`npm run bench retrieval-scale`): the demo documents among 10,000 generated
 * ones (BENCH_DOCUMENTS), about 200,000 sections, with near-duplicates, then the held-out half of the
 * blind evaluation and the time to the first piece of an answer over HTTP.
 *
 * The generated documents are local variants of the demo policies, as a consultancy accumulates them:
 * each is titled after a country office and a kind of note ("Kenya Office Guidance"), made of 20
 * sections copied from the approved demo documents with their figures changed (one of three variants),
 * so thousands of near-duplicates compete with every real section. The corpus is indexed through the
 * real code (units, embeddings, full text); identical texts are embedded once, as in production.
 *
 * Building it embeds ~30,000 distinct texts (minutes on a 2-core machine), so the cluster is kept in
 * .data/bench-retrieval-scale-<N> and reused while its generator version is unchanged; delete the folder
 * to rebuild.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { connect } from '../../src/db/index.ts';
import { migrate } from '../../src/db/migrate.ts';
import { bumpIndexVersion, tx } from '../../src/knowledge/db.ts';
import { loadEmbedder } from '../../src/knowledge/embeddings/index.ts';
import { evaluateBlind } from '../../src/knowledge/evaluate.ts';
import { isLanguageNotice } from '../../src/knowledge/language.ts';
import { SECTION_TSV_SQL } from '../../src/knowledge/processing.ts';
import { seedKnowledge } from '../../src/knowledge/seed.ts';
import { embedMissing, insertUnits, prepareUnits, storeVectors } from '../../src/knowledge/unit-store.ts';
import { VectorIndex } from '../../src/knowledge/vector-index.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { demoCaller, printReport, withDemoKnowledge } from './evaluate.ts';
import {
  firstPieceOverHttp,
  latencyQuestions,
  type Measurement,
  percentile,
  qualityMeasurements,
} from './run.ts';

/** Bump when the corpus generator changes: a kept cluster of another version is rebuilt. */
const GENERATOR_VERSION = 1;
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 10_000);
const SECTIONS_PER_DOCUMENT = 20;
const REGIONS = [
  'Kenya',
  'Nepal',
  'Peru',
  'Ghana',
  'Vietnam',
  'Jordan',
  'Malawi',
  'Bolivia',
  'Uganda',
  'Laos',
];
const KINDS = ['Office Guidance', 'Programme Note', 'Country Annex', 'Team Procedure', 'Operations Memo'];
/** The figure variants of a copied section: a few, as real local variants repeat each other. */
const FACTORS = [0.5, 1.5, 2];

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

export default async function suite(): Promise<Measurement[]> {
  const root = path.resolve(import.meta.dirname, '../../../..');
  const dir = path.join(root, '.data', `bench-retrieval-scale-${DOCUMENTS}`);
  mkdirSync(dir, { recursive: true });
  const server = await startEmbeddedPostgres(path.join(dir, 'pg'));
  const database = connect(server.url(), 10);
  const embedder = await loadEmbedder();
  const out: Measurement[] = [];
  try {
    await migrate(database.pool);
    await database.pool.query('CREATE TABLE IF NOT EXISTS bench_meta (version integer NOT NULL)');
    const { rows: meta } = await database.pool.query<{ version: number }>('SELECT version FROM bench_meta');
    if (meta[0]?.version !== GENERATOR_VERSION) {
      if (meta.length > 0) throw new Error(`${dir} holds another generator version: delete it to rebuild`);
      const t0 = performance.now();
      await seedDemo(database.db);
      await seedKnowledge(database.pool, { conversations: false, embedder });
      await generate(database.pool, embedder);
      await database.pool.query('INSERT INTO bench_meta (version) VALUES ($1)', [GENERATOR_VERSION]);
      console.log(`  corpus built in ${Math.round((performance.now() - t0) / 1000)} s`);
    } else {
      // An earlier run's questions would be answered from the response cache.
      await database.pool.query('DELETE FROM answer_cache; DELETE FROM chat_sessions');
    }
    const { rows: size } = await database.pool.query<{ d: number; s: number; u: number; v: number }>(
      `SELECT (SELECT count(*) FROM documents WHERE approval_status = 'approved')::int AS d,
              (SELECT count(*) FROM document_sections)::int AS s,
              (SELECT count(*) FROM section_units)::int AS u,
              (SELECT count(*) FROM embeddings)::int AS v`,
    );
    const corpus = `${size[0]?.d} documents, ${size[0]?.s} sections, ${size[0]?.u} units, ${size[0]?.v} distinct vectors`;
    console.log(`  ${corpus}`);

    const person = (email: string, role: 'user' | 'admin') => demoCaller(database.pool, email, role);
    const index = new VectorIndex(embedder.id);
    const rss0 = process.memoryUsage().rss;
    const t1 = performance.now();
    const { rows: v } = await database.pool.query<{ version: string }>(
      'SELECT version FROM knowledge_index_state WHERE id = 1',
    );
    await index.refresh(database.pool, Number(v[0]?.version));
    console.log(
      `  vector index: ${index.size} units, ${index.vectors} distinct vectors, loaded in ${Math.round(performance.now() - t1)} ms, +${Math.round((process.memoryUsage().rss - rss0) / 1048576)} MiB`,
    );
    const report = await evaluateBlind(
      database.pool,
      await person('jordan.lee@example.com', 'user'),
      await person('alex.morgan@example.com', 'admin'),
      'heldout',
      { deps: { embedder }, languageNotice: isLanguageNotice },
    );
    printReport(report, false);
    out.push(
      ...qualityMeasurements(report, 'scale.heldout').map((m) => ({ ...m, note: `${m.note}; ${corpus}` })),
    );
    // The same half on the demo documents alone: the drop is what scale costs.
    const demo = await withDemoKnowledge(({ pool, user, admin }) =>
      evaluateBlind(pool, user, admin, 'heldout', { deps: { embedder }, languageNotice: isLanguageNotice }),
    );
    out.push({
      name: 'retrieval.scale.heldout.correct_rate_drop',
      value: Math.round((demo.correctRate - report.correctRate) * 1000) / 1000,
      unit: 'ratio',
      note: `held-out correct ${demo.correctRate} on the demo documents, ${report.correctRate} among ${corpus}`,
    });
    const http = await firstPieceOverHttp(database, embedder, latencyQuestions('scale'));
    out.push(
      {
        name: 'retrieval.scale.first_piece_http.p50',
        value: r1(percentile(http, 50)),
        unit: 'ms',
        note: corpus,
      },
      {
        name: 'retrieval.scale.first_piece_http.p95',
        value: r1(percentile(http, 95)),
        unit: 'ms',
        note: corpus,
      },
    );
  } finally {
    await database.close();
    await server.stop();
  }
  return out;
}

/** The generated documents, indexed through the real unit and embedding code, in transactions of 50. */
async function generate(pool: import('pg').Pool, embedder: Awaited<ReturnType<typeof loadEmbedder>>) {
  const { rows: sources } = await pool.query<{ heading_path: string[]; body: string }>(
    `SELECT s.heading_path, s.body FROM document_sections s JOIN documents d ON d.id = s.document_id
     WHERE d.approval_status = 'approved'`,
  );
  const random = mulberry32(42);
  const started = performance.now();
  for (let start = 0; start < DOCUMENTS; start += 50) {
    const batch = Array.from({ length: Math.min(50, DOCUMENTS - start) }, (_, k) => {
      const i = start + k;
      const title = `${REGIONS[i % REGIONS.length]} ${KINDS[Math.floor(i / REGIONS.length) % KINDS.length]}`;
      const sections = Array.from({ length: SECTIONS_PER_DOCUMENT }, (_, p) => {
        const src = sources[Math.floor(random() * sources.length)] as {
          heading_path: string[];
          body: string;
        };
        const factor = FACTORS[Math.floor(random() * FACTORS.length)] as number;
        return {
          position: p,
          headingPath: [title, src.heading_path.at(-1) ?? 'General'],
          body: src.body.replace(/\d+/g, (n) => String(Math.max(1, Math.round(Number(n) * factor)))),
        };
      });
      return { id: randomUUID(), title, sections };
    });
    const prepared = batch.map((d) => prepareUnits(d.title, d.sections));
    const vectors = await embedMissing(pool, embedder, prepared.flat(2));
    await tx(pool, async (client) => {
      await storeVectors(client, embedder.id, vectors);
      const version = await bumpIndexVersion(client);
      for (const [k, d] of batch.entries()) {
        await client.query(
          `INSERT INTO documents (id, original_name, filename, file_type, content_type, file_size, sha256, title, department,
             approval_status, processing_status, section_count, index_version)
           VALUES ($1, $2, $3, 'txt', 'text/plain', 1000, $4, $5, 'other', 'approved', 'completed', $6, $7)`,
          [d.id, `${d.title} ${start + k + 1}.txt`, `${d.id}.txt`, d.id, d.title, d.sections.length, version],
        );
        for (const [p, s] of d.sections.entries()) {
          const { rows } = await client.query<{ id: string }>(
            `INSERT INTO document_sections (document_id, position, heading_path, body, tsv)
             VALUES ($1, $2, $5::text[], $4, ${SECTION_TSV_SQL}) RETURNING id`,
            [d.id, s.position, s.headingPath.join(' '), s.body, s.headingPath],
          );
          await insertUnits(client, d.id, rows[0]?.id as string, prepared[k]?.[p] ?? []);
        }
      }
    });
    if ((start / 50) % 20 === 0)
      console.log(
        `  generated ${start + batch.length} of ${DOCUMENTS} documents (${Math.round((performance.now() - started) / 1000)} s)`,
      );
  }
  await pool.query('ANALYZE');
}

if (import.meta.main) {
  const results = await suite();
  console.log('\n| measurement | value | note |\n|---|---:|---|');
  for (const m of results) console.log(`| ${m.name} | ${m.value} ${m.unit} | ${m.note ?? ''} |`);
  writeFileSync(
    path.join(import.meta.dirname, 'report-scale.json'),
    `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
  );
}
