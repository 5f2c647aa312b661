import { evaluateBlind } from '../../src/knowledge/evaluate.ts';
import { isLanguageNotice } from '../../src/knowledge/language.ts';
import { printReport, withDemoKnowledge } from './evaluate.ts';
await withDemoKnowledge(async ({ pool, user, admin, embedder }) => {
  const report = await evaluateBlind(pool, user, admin, 'fresh' as never, { deps: { embedder }, languageNotice: isLanguageNotice });
  printReport(report, false);
  const byCat: Record<string, [number, number]> = {};
  for (const q of report.graded ?? []) { const c = (byCat[q.category] ??= [0, 0]); c[1]++; if (q.correct) c[0]++; }
  console.log(JSON.stringify(byCat));
  console.log(JSON.stringify(Object.keys(report)));
});
