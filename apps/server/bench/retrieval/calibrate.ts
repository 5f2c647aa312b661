/**
 * Fits the answerability model (src/knowledge/answerability.json) on the TUNING half of the blind
 * evaluation only, plus the older hand-written set (eval.json, written by the engine's first author,
 * so tuning data by nature). The held-out half is never read here.
 *
 *   node --conditions=@portal/source apps/server/bench/retrieval/calibrate.ts [--write]
 *
 * Each part of each question is one sample: label 1 when the question is answerable and the part's
 * best section comes from an expected document, else 0. A logistic regression (L2, gradient descent)
 * over the features of answerability.ts; the threshold minimises the share of declined answerable parts
 * plus FALSE_ANSWER_COST times the share of false answers. The older hand-written set (eval.json) joins
 * with --legacy; it is easier than staff's own wording, so by default it is left out.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FEATURE_NAMES, type Features, vetoed } from '../../src/knowledge/answerability.ts';
import { indexVersion } from '../../src/knowledge/db.ts';
import { loadBlindSet } from '../../src/knowledge/evaluate.ts';
import { planAnswer } from '../../src/knowledge/plan.ts';
import { VectorIndex } from '../../src/knowledge/vector-index.ts';
import { withDemoKnowledge } from './evaluate.ts';

interface Sample {
  id: string;
  text: string;
  x: Features;
  y: 0 | 1;
  unanswerable: boolean;
  /** Refused by the kind-of-fact rule before the model is asked (answerability.ts `vetoed`). */
  vetoed: boolean;
}

/**
 * What a false answer costs against a declined answerable part, as shares of their kinds. 1.5: a
 * decline still offers a ticket, and the built-in engine's answers quote the documents word for word,
 * so an answer about a neighbouring topic shows itself as such; the curve for other costs is printed.
 */
const FALSE_ANSWER_COST = 1.5;

function fit(samples: Sample[], l2 = 0.01, steps = 20_000, rate = 0.5) {
  const names = FEATURE_NAMES;
  // Standardise for the descent; fold the scaling back into the weights at the end.
  const mean = names.map((n) => samples.reduce((a, s) => a + s.x[n], 0) / samples.length);
  const sd = names.map(
    (n, i) =>
      Math.sqrt(samples.reduce((a, s) => a + (s.x[n] - (mean[i] ?? 0)) ** 2, 0) / samples.length) || 1,
  );
  const w = names.map(() => 0);
  let b = 0;
  for (let step = 0; step < steps; step++) {
    const gw = names.map(() => 0);
    let gb = 0;
    for (const s of samples) {
      let z = b;
      names.forEach((n, i) => {
        z += (w[i] ?? 0) * ((s.x[n] - (mean[i] ?? 0)) / (sd[i] ?? 1));
      });
      const p = 1 / (1 + Math.exp(-z));
      const err = p - s.y;
      names.forEach((n, i) => {
        gw[i] = (gw[i] ?? 0) + err * ((s.x[n] - (mean[i] ?? 0)) / (sd[i] ?? 1));
      });
      gb += err;
    }
    names.forEach((_, i) => {
      w[i] = (w[i] ?? 0) - rate * ((gw[i] ?? 0) / samples.length + l2 * (w[i] ?? 0));
    });
    b -= rate * (gb / samples.length);
  }
  const weights: Record<string, number> = {};
  let bias = b;
  names.forEach((n, i) => {
    weights[n] = Math.round(((w[i] ?? 0) / (sd[i] ?? 1)) * 1e4) / 1e4;
    bias -= ((w[i] ?? 0) * (mean[i] ?? 0)) / (sd[i] ?? 1);
  });
  return { weights, bias: Math.round(bias * 1e4) / 1e4 };
}

const prob = (x: Features, m: { weights: Record<string, number>; bias: number }) => {
  let z = m.bias;
  for (const n of FEATURE_NAMES) z += (m.weights[n] ?? 0) * x[n];
  return 1 / (1 + Math.exp(-z));
};

await withDemoKnowledge(async ({ pool, embedder }) => {
  const version = await indexVersion(pool);
  const index = new VectorIndex(embedder.id);
  await index.refresh(pool, version);
  const samples: Sample[] = [];
  const add = async (id: string, turns: string[], expected: string[], answerable: boolean) => {
    // The turn before is answered first, as the chat service would have: its documents are the context.
    let previous: { question: string; documentIds: string[] } | null = null;
    if (turns.length > 1) {
      const before = await planAnswer(
        { db: pool, embedder, index, indexVersion: version },
        turns.at(-2) as string,
        null,
      );
      previous = {
        question: turns.at(-2) as string,
        documentIds: [...new Set(before.sections.map((s) => s.documentId))],
      };
    }
    const plan = await planAnswer(
      { db: pool, embedder, index, indexVersion: version },
      turns.at(-1) as string,
      previous,
    );
    for (const p of plan.parts) {
      const top = p.retrieval.candidates[0];
      const good = answerable && !!top && expected.includes(top.documentName);
      const x = p.verdict.features;
      samples.push({
        id,
        text: p.part.text,
        vetoed: vetoed(p.part, x, top),
        x,
        y: good ? 1 : 0,
        unanswerable: !answerable,
      });
    }
  };
  const tuning = loadBlindSet('tuning');
  for (const q of tuning.questions) {
    if (q.language !== 'en' || q.requires_injected_document) continue;
    await add(q.id, q.turns, q.expected_documents, q.answerable && q.expected_documents.length > 0);
  }
  const legacy = JSON.parse(readFileSync(path.join(import.meta.dirname, 'eval.json'), 'utf8')) as {
    questions: { question: string; expected: string[] }[];
  };
  if (process.argv.includes('--legacy'))
    for (const [i, q] of legacy.questions.entries())
      await add(`legacy${i}`, [q.question], q.expected, q.expected.length > 0);

  // The model learns only what the rule leaves to it; vetoed samples count as refused below.
  const model = fit(samples.filter((s) => !s.vetoed));
  const scored = samples.map((s) => ({ ...s, p: s.vetoed ? 0 : prob(s.x, model) }));
  const negatives = scored
    .filter((s) => s.unanswerable)
    .map((s) => s.p)
    .sort((a, b) => b - a);
  // The threshold with the least cost, a false answer counting FALSE_ANSWER_COST times a declined
  // answerable part (a decline still offers a ticket; a wrong answer misleads).
  const positivesP = scored.filter((s) => s.y === 1).map((s) => s.p);
  let threshold = 0.5;
  let bestCost = Number.POSITIVE_INFINITY;
  for (let t = 0.3; t <= 0.99; t += 0.005) {
    const cost =
      positivesP.filter((p) => p < t).length / positivesP.length +
      (FALSE_ANSWER_COST * negatives.filter((p) => p >= t).length) / negatives.length;
    if (cost < bestCost - 1e-9) {
      bestCost = cost;
      threshold = Math.round(t * 1000) / 1000;
    }
  }
  const positives = scored.filter((s) => s.y === 1);
  const kept = positives.filter((s) => s.p >= threshold).length;
  const falsePos = scored.filter((s) => s.unanswerable && s.p >= threshold).length;
  console.log(
    `samples ${samples.length} (answered right ${positives.length}, unanswerable ${negatives.length})`,
  );
  console.log(`weights ${JSON.stringify(model.weights)} bias ${model.bias} threshold ${threshold}`);
  console.log(
    `kept ${kept}/${positives.length} answerable parts, ${falsePos}/${negatives.length} unanswerable pass`,
  );
  console.log('\n  threshold  answerable kept  unanswerable through');
  for (const t of [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]) {
    const k = positives.filter((s) => s.p >= t).length;
    const f = negatives.filter((p) => p >= t).length;
    console.log(`  ${t.toFixed(2)}       ${k}/${positives.length}          ${f}/${negatives.length}`);
  }
  for (const s of scored.sort((a, b) => b.p - a.p))
    console.log(
      `${s.p >= threshold ? '+' : ' '} ${s.p.toFixed(3)} y=${s.y}${s.unanswerable ? ' U' : '  '} ${s.id} ${JSON.stringify(s.x)} ${s.text.slice(0, 70)}`,
    );
  if (process.argv.includes('--write'))
    writeFileSync(
      path.join(import.meta.dirname, '../../src/knowledge/answerability.json'),
      `${JSON.stringify(
        {
          fittedOn: `bench/retrieval/calibrate.ts on ${new Date().toISOString().slice(0, 10)}: ${samples.length} parts of the tuning half${process.argv.includes('--legacy') ? ' and eval.json' : ''}; keeps ${kept}/${positives.length} answerable parts, lets ${falsePos}/${negatives.length} unanswerable through`,
          weights: model.weights,
          bias: model.bias,
          threshold,
        },
        null,
        2,
      )}\n`,
    );
});
