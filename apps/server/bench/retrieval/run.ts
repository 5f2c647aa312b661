/**
 * Retrieval benchmark: quality on the demo knowledge base (eval.json) and latency over a generated
 * corpus of 1,000 documents. Runs on its own embedded PostgreSQL in a temporary directory.
 *
 *   npx node apps/server/bench/retrieval/run.ts        (prints a table, writes report.json here)
 *   bench/suites/retrieval.ts can re-export the default function for `npm run bench`.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultPermissionMap } from '@portal/contract';
import { readConfig } from '../../src/config.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { connect } from '../../src/db/index.ts';
import { migrate } from '../../src/db/migrate.ts';
import { createChatService } from '../../src/knowledge/chat.ts';
import { bumpIndexVersion } from '../../src/knowledge/db.ts';
import { evaluateRetrieval, loadEval } from '../../src/knowledge/evaluate.ts';
import { RELEVANCE_THRESHOLD, retrieve } from '../../src/knowledge/search.ts';
import { seedKnowledge } from '../../src/knowledge/seed.ts';
import type { KnowledgeUser } from '../../src/knowledge/types.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { startServer } from '../../src/server.ts';

interface Measurement {
  name: string;
  value: number;
  unit: 'ms' | 'ratio' | 'count';
  better?: 'lower' | 'higher';
  note?: string;
}

const CORPUS_DOCUMENTS = 1000;

/** Deterministic PRNG so every run generates the same corpus. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const r1 = (n: number) => Math.round(n * 10) / 10;

export default async function suite(): Promise<Measurement[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-retrieval-'));
  const server = await startEmbeddedPostgres(path.join(dir, 'pg'));
  const admin = connect(server.url(), 1);
  await admin.pool.query('CREATE DATABASE bench');
  await admin.close();
  const database = connect(server.url('bench'), 10);
  const out: Measurement[] = [];
  try {
    await migrate(database.pool);
    await seedDemo(database.db);
    await seedKnowledge(database.pool, { conversations: false });
    const { rows } = await database.pool.query<{ id: string; email: string }>(
      "SELECT id, email FROM users WHERE email = 'jordan.lee@example.com'",
    );
    const row = rows[0] as { id: string; email: string };
    const user: KnowledgeUser = {
      id: row.id,
      email: row.email,
      name: 'Jordan Lee',
      isAdmin: false,
      isDocumentAdmin: false,
      isManager: false,
      permissions: defaultPermissionMap('user'),
    };

    // ---- Quality on the demo documents
    const report = await evaluateRetrieval(database.pool, user);
    out.push(
      { name: 'retrieval.recall_at_3', value: report.recallAt3, unit: 'ratio', better: 'higher' },
      { name: 'retrieval.unused_citation_rate', value: report.unusedCitationRate, unit: 'ratio' },
      { name: 'retrieval.ungrounded_string_rate', value: report.ungroundedStringRate, unit: 'ratio' },
      { name: 'retrieval.false_answer_rate', value: report.falseAnswerRate, unit: 'ratio' },
      { name: 'retrieval.missed_answer_rate', value: report.missedAnswerRate, unit: 'ratio' },
      { name: 'retrieval.extra_citation_rate', value: report.wrongCitationRate, unit: 'ratio' },
      {
        name: 'retrieval.summary_answer_rate',
        value: report.summaryAnswerRate,
        unit: 'ratio',
        better: 'higher',
        note: 'summary states the fact asked for',
      },
    );
    for (const f of report.failures) console.log(`  note: ${f}`);

    // ---- Threshold calibration (retrieval only): how recall and false answers move with the threshold.
    const questions = loadEval();
    console.log('\n  threshold  recall@3  false-answer');
    for (const threshold of [0.3, 0.4, 0.5, 0.6, 0.7]) {
      let hit = 0;
      let answerable = 0;
      let falseAns = 0;
      let none = 0;
      for (const q of questions) {
        const r = await retrieve(database.pool, q.question, { threshold });
        const top = [...new Set(r.sections.map((s) => s.documentName))].slice(0, 3);
        if (q.expected.length === 0) {
          none++;
          if (r.sections.length > 0) falseAns++;
        } else {
          answerable++;
          if (top.some((d) => q.expected.includes(d))) hit++;
        }
      }
      const mark = threshold === RELEVANCE_THRESHOLD ? '  <- used' : '';
      console.log(
        `  ${threshold.toFixed(2)}       ${(hit / answerable).toFixed(3)}     ${(falseAns / none).toFixed(3)}${mark}`,
      );
    }

    // ---- Latency over a corpus of 1,000 generated documents
    const { rows: pool } = await database.pool.query<{ heading_path: string[]; body: string }>(
      `SELECT s.heading_path, s.body FROM document_sections s JOIN documents d ON d.id = s.document_id
       WHERE d.approval_status = 'approved'`,
    );
    const random = mulberry32(42);
    const regions = [
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
    const kinds = ['Office Guidance', 'Programme Note', 'Country Annex', 'Team Procedure', 'Operations Memo'];
    const client = await database.pool.connect();
    try {
      await client.query('BEGIN');
      for (let i = 0; i < CORPUS_DOCUMENTS; i++) {
        const title = `${regions[i % regions.length]} ${kinds[i % kinds.length]} ${i + 1}`;
        const id = randomUUID();
        await client.query(
          `INSERT INTO documents (id, original_name, filename, file_type, content_type, file_size, sha256, title, department,
             approval_status, processing_status, section_count)
           VALUES ($1, $2, $3, 'txt', 'text/plain', 1000, $4, $5, 'other', 'approved', 'completed', 8)`,
          [id, `${title}.txt`, `${id}.txt`, id, title],
        );
        const headings: string[] = [];
        const bodies: string[] = [];
        for (let p = 0; p < 8; p++) {
          const src = pool[Math.floor(random() * pool.length)] as { heading_path: string[]; body: string };
          // Vary the numbers so documents differ like real local variants of a policy.
          bodies.push(
            src.body.replace(/\d+/g, (n) => String(Math.max(1, Math.round(Number(n) * (0.5 + random()))))),
          );
          headings.push(src.heading_path.at(-1) ?? 'General');
        }
        await client.query(
          `INSERT INTO document_sections (document_id, position, heading_path, body, tsv)
           SELECT $1, x.pos - 1, ARRAY[$2::text, x.h], x.b,
             setweight(to_tsvector('english', unaccent($2 || ' ' || x.h)), 'A') || setweight(to_tsvector('english', unaccent(x.b)), 'D')
           FROM unnest($3::text[], $4::text[]) WITH ORDINALITY AS x(h, b, pos)`,
          [id, title, headings, bodies],
        );
      }
      await bumpIndexVersion(client);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    await database.pool.query('ANALYZE document_sections; ANALYZE documents');

    const chat = createChatService({ pool: database.pool });
    const firstPiece: number[] = [];
    const full: number[] = [];
    const ask = async (message: string) => {
      const t0 = performance.now();
      let first = 0;
      const r = await chat.send(
        user,
        { session_id: randomUUID(), message },
        {
          signal: new AbortController().signal,
          write: (e) => {
            if (e.type === 'content' && first === 0) first = performance.now() - t0;
          },
        },
      );
      return { first, total: performance.now() - t0, cached: r.stored && r.metadata.cached === true };
    };
    // Every eval question twice with a variation, so no answer comes from the response cache.
    for (const q of questions) {
      for (const variant of [q.question, `${q.question} Thanks`]) {
        const r = await ask(variant);
        if (r.cached) throw new Error('latency sample unexpectedly cached');
        firstPiece.push(r.first);
        full.push(r.total);
      }
    }
    const cacheHits: number[] = [];
    for (const q of questions.slice(0, 20)) {
      const r = await ask(q.question);
      // Questions answered earlier (with references) are cached; declined ones are not.
      if (r.cached) cacheHits.push(r.first);
    }
    if (cacheHits.length === 0) throw new Error('no cache hits: the response cache is not working');
    // Context for the latency numbers: retrieval alone, and one database round trip (machine load).
    const retrievalOnly: number[] = [];
    const roundTrip: number[] = [];
    for (const q of questions) {
      const t0 = performance.now();
      await retrieve(database.pool, `${q.question} please`);
      retrievalOnly.push(performance.now() - t0);
      const t1 = performance.now();
      await database.pool.query('SELECT 1');
      roundTrip.push(performance.now() - t1);
    }
    // The same, as the portal sees it: POST /api/chat/send over HTTP (sign-in check, settings, cache
    // lookup, session, the stream's framing) until the first `content` line arrives.
    const firstPieceHttp = await firstPieceOverHttp(
      database,
      questions.map((q) => `${q.question} Please`),
    );
    const { rows: size } = await database.pool.query<{ d: number; s: number }>(
      `SELECT (SELECT count(*) FROM documents WHERE approval_status = 'approved')::int AS d,
              (SELECT count(*) FROM document_sections)::int AS s`,
    );
    const note = `${size[0]?.d} documents, ${size[0]?.s} sections, ${firstPiece.length} questions, in-process built-in engine`;
    out.push(
      { name: 'chat.builtin.first_piece.p50', value: r1(percentile(firstPiece, 50)), unit: 'ms', note },
      { name: 'chat.builtin.first_piece.p95', value: r1(percentile(firstPiece, 95)), unit: 'ms', note },
      { name: 'chat.builtin.full_answer.p50', value: r1(percentile(full, 50)), unit: 'ms', note },
      { name: 'chat.builtin.full_answer.p95', value: r1(percentile(full, 95)), unit: 'ms', note },
      { name: 'retrieval.query.p95', value: r1(percentile(retrievalOnly, 95)), unit: 'ms', note },
      {
        name: 'db.round_trip.p95',
        value: r1(percentile(roundTrip, 95)),
        unit: 'ms',
        note: 'SELECT 1: a baseline for machine load',
      },
      {
        name: 'chat.builtin.first_piece_http.p50',
        value: r1(percentile(firstPieceHttp, 50)),
        unit: 'ms',
        note: `${firstPieceHttp.length} questions over HTTP on loopback, as the portal asks`,
      },
      {
        name: 'chat.builtin.first_piece_http.p95',
        value: r1(percentile(firstPieceHttp, 95)),
        unit: 'ms',
        note: `${firstPieceHttp.length} questions over HTTP on loopback, as the portal asks`,
      },
      {
        name: 'chat.cache_hit.first_piece.p95',
        value: r1(percentile(cacheHits, 95)),
        unit: 'ms',
        note: `${cacheHits.length} hits`,
      },
    );
  } finally {
    await database.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

/** Milliseconds from sending each question to the first `content` line of the stream, over HTTP. */
async function firstPieceOverHttp(
  database: ReturnType<typeof connect>,
  questions: string[],
): Promise<number[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-http-'));
  const config = readConfig({ DEMO: '1', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
  const running = await startServer({ ...config, portalDir: path.join(dataDir, 'no-portal') }, { database });
  const base = `http://127.0.0.1:${running.port}/api`;
  try {
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'jordan.lee@example.com', personal_code: 'demo-jordan' }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const times: number[] = [];
    for (const message of questions) {
      const t0 = performance.now();
      const response = await fetch(`${base}/chat/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
        body: JSON.stringify({ session_id: randomUUID(), message, stream: true }),
      });
      if (!response.ok || !response.body) throw new Error(`chat/send answered ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      let first = 0;
      // Read to the end (the answer is stored when the stream ends), noting the first content line.
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
        if (first === 0 && /data: \{"type":"content"/.test(text)) first = performance.now() - t0;
      }
      if (first === 0) throw new Error(`no content piece for: ${message}`);
      times.push(first);
    }
    return times;
  } finally {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const results = await suite();
  console.log('\n| measurement | value | note |\n|---|---:|---|');
  for (const m of results) console.log(`| ${m.name} | ${m.value} ${m.unit} | ${m.note ?? ''} |`);
  writeFileSync(
    path.join(import.meta.dirname, 'report.json'),
    `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
  );
}
