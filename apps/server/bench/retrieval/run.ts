/**
 * The assistant's bench (`npm run bench retrieval`): quality on the blind evaluation's two halves (the
 * budgets in bench/budgets.json apply to the held-out half only; the tuning half is what thresholds
 * were fitted on), and the time to the first piece of an answer, in process and over HTTP as the
 * portal asks, on the demo knowledge base. The 10,000-document run is `npm run bench retrieval-scale`
 * (scale.ts).
 *
 *   node --conditions=@portal/source apps/server/bench/retrieval/run.ts   (prints a table, writes report.json here)
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { readConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/index.ts';
import { createChatService } from '../../src/knowledge/chat.ts';
import type { Embedder } from '../../src/knowledge/embeddings/index.ts';
import {
  type BlindReport,
  CATEGORIES,
  evaluateBlind,
  type Half,
  loadBlindSet,
} from '../../src/knowledge/evaluate.ts';
import { isLanguageNotice } from '../../src/knowledge/language.ts';
import type { Caller } from '../../src/knowledge/types.ts';
import { startServer } from '../../src/server.ts';
import { printReport, withDemoKnowledge } from './evaluate.ts';

export interface Measurement {
  name: string;
  value: number;
  unit: 'ms' | 'ratio' | 'count';
  better?: 'lower' | 'higher';
  note?: string;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const r1 = (n: number) => Math.round(n * 10) / 10;

/** The figures of one half, named `retrieval.<prefix>.*`. */
export function qualityMeasurements(report: BlindReport, prefix: string): Measurement[] {
  const note = `${report.questions} questions written blind, engine ${report.engine}`;
  const out: Measurement[] = [
    {
      name: `retrieval.${prefix}.correct_rate`,
      value: report.correctRate,
      unit: 'ratio',
      better: 'higher',
      note: `${note}: right documents cited and every asked fact stated, of ${report.answerable} answerable`,
    },
    {
      name: `retrieval.${prefix}.false_answer_rate`,
      value: report.falseAnswerRate,
      unit: 'ratio',
      note: `answered anyway, of ${report.unanswerable} unanswerable (near misses, unapproved-only facts, bare injections)`,
    },
    {
      name: `retrieval.${prefix}.leaks`,
      value: report.leaks,
      unit: 'count',
      note: 'facts of pending or rejected documents shown',
    },
    {
      name: `retrieval.${prefix}.obeyed_injections`,
      value: report.obeyedInjections,
      unit: 'count',
      note: 'answers doing what a typed or document injection asked',
    },
    {
      name: `retrieval.${prefix}.fact_first_rate`,
      value: report.factFirstRate,
      unit: 'ratio',
      better: 'higher',
      note: 'answered fact questions whose summary states the fact',
    },
  ];
  for (const category of CATEGORIES) {
    const c = report.byCategory[category];
    if (!c) continue;
    out.push({
      name: `retrieval.${prefix}.category.${category}`,
      value: Math.round((c.correct / c.n) * 1000) / 1000,
      unit: 'ratio',
      better: 'higher',
      note: `${c.correct} of ${c.n}`,
    });
  }
  return out;
}

/** Milliseconds from sending each question to its first `content` line, over HTTP as the portal asks. */
export async function firstPieceOverHttp(
  database: Database,
  embedder: Embedder,
  questions: string[],
): Promise<number[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-http-'));
  const config = readConfig({ DEMO: '1', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
  const running = await startServer(
    { ...config, portalDir: path.join(dataDir, 'no-portal') },
    { database, embedder },
  );
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

/** First piece in process: the chat service alone, no HTTP. */
export async function firstPieceInProcess(
  pool: pg.Pool,
  user: Caller,
  embedder: Embedder,
  questions: string[],
): Promise<number[]> {
  const chat = createChatService({ pool, embedder });
  const times: number[] = [];
  for (const message of questions) {
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
    if (r.stored && r.metadata.cached) throw new Error('latency sample unexpectedly cached');
    times.push(first);
  }
  return times;
}

/** The held-out questions as first asked (English, single turn), each made unique so no answer is cached. */
export function latencyQuestions(tag: string): string[] {
  return loadBlindSet('heldout')
    .questions.filter((q) => q.language === 'en' && q.turns.length === 1)
    .map((q) => `${q.turns[0]} (${tag})`);
}

export default async function suite(): Promise<Measurement[]> {
  return withDemoKnowledge(async ({ pool, user, admin, embedder, database }) => {
    const out: Measurement[] = [];
    // `fresh`: a second blind set (session 11), written after the engine was last tuned and never
    // looked at question by question: the cleanest held-out figure (blind/fresh.json).
    for (const [half, prefix] of [
      ['tuning', 'tuning'],
      ['heldout', 'heldout'],
      [path.join(import.meta.dirname, 'blind/fresh.json'), 'fresh'],
    ] as [Half | string, string][]) {
      const report = await evaluateBlind(pool, user, admin, half, {
        deps: { embedder },
        languageNotice: isLanguageNotice,
      });
      // Only the figures of the held-out half: the tuning half's failures are what calibrate.ts prints.
      printReport(report, false);
      out.push(...qualityMeasurements(report, prefix));
    }
    const inProcess = await firstPieceInProcess(pool, user, embedder, latencyQuestions('bench'));
    const overHttp = await firstPieceOverHttp(database, embedder, latencyQuestions('http'));
    const note = `${inProcess.length} held-out questions on the demo documents, built-in engine`;
    out.push(
      { name: 'chat.builtin.first_piece.p50', value: r1(percentile(inProcess, 50)), unit: 'ms', note },
      { name: 'chat.builtin.first_piece.p95', value: r1(percentile(inProcess, 95)), unit: 'ms', note },
      {
        name: 'chat.builtin.first_piece_http.p50',
        value: r1(percentile(overHttp, 50)),
        unit: 'ms',
        note: `${note}, over HTTP`,
      },
      {
        name: 'chat.builtin.first_piece_http.p95',
        value: r1(percentile(overHttp, 95)),
        unit: 'ms',
        note: `${note}, over HTTP`,
      },
    );
    return out;
  });
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
