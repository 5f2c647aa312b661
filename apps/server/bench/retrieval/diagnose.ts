/**
 * What the planner sees for some TUNING-half questions (never the held-out half): each part's answer
 * type, verdict and the closest sentences of its best sections.
 *
 *   node --conditions=@portal/source apps/server/bench/retrieval/diagnose.ts q186 q190
 */
import { matchesType } from '../../src/knowledge/answerability.ts';
import { indexVersion } from '../../src/knowledge/db.ts';
import { loadBlindSet } from '../../src/knowledge/evaluate.ts';
import { planAnswer } from '../../src/knowledge/plan.ts';
import { VectorIndex } from '../../src/knowledge/vector-index.ts';
import { withDemoKnowledge } from './evaluate.ts';

const ids = new Set(process.argv.slice(2));
await withDemoKnowledge(async ({ pool, embedder }) => {
  const version = await indexVersion(pool);
  const index = new VectorIndex(embedder.id);
  await index.refresh(pool, version);
  for (const q of loadBlindSet('tuning').questions.filter((x) => ids.has(x.id))) {
    const ctx = { db: pool, embedder, index, indexVersion: version };
    const before = q.turns.length > 1 ? await planAnswer(ctx, q.turns.at(-2) as string, null) : null;
    const previous = before
      ? {
          question: q.turns.at(-2) as string,
          documentIds: [...new Set(before.sections.map((s) => s.documentId))],
        }
      : null;
    const plan = await planAnswer(
      { db: pool, embedder, index, indexVersion: version },
      q.turns.at(-1) as string,
      previous,
    );
    console.log(
      `\n${q.id} [${q.category}] ${q.turns.join(' | ')}  expected ${q.expected_documents.join(', ')}`,
    );
    for (const p of plan.parts) {
      const v = p.verdict;
      console.log(
        `  part "${p.part.text}" type ${p.part.type} -> ${v.answerable} ${v.summary} ${JSON.stringify(v.features)}`,
      );
      for (const c of p.retrieval.candidates.slice(0, 3)) {
        console.log(
          `    ${c.score.toFixed(3)} d${c.dense.toFixed(2)} l${c.lexical.toFixed(2)} ${c.documentName} > ${c.headingPath.at(-1)}`,
        );
        for (const u of [...c.units].sort((a, b) => b.similarity - a.similarity).slice(0, 3))
          console.log(
            `      ${u.similarity.toFixed(3)} ${matchesType(p.part.type, u, p.part.query) ? 'T' : '-'} ${u.text.slice(0, 150)}`,
          );
      }
    }
  }
});
