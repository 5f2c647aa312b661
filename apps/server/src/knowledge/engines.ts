import { type StructuredAnswer, structuredAnswerSchema } from '@portal/contract';
import { chunkJson, composeAnswer, supportedSectionIds } from './compose.ts';
import type { RetrievedSection } from './search.ts';

export interface EngineInput {
  question: string;
  /** Only these sections may be used; they are all the engine ever sees. */
  sections: RetrievedSection[];
  model: string;
  signal: AbortSignal;
  /**
   * Called with each content piece as it forms (before the answer is checked: chat.ts may withdraw it
   * at the end); awaited, so a slow or gone client applies back-pressure.
   */
  onPiece: (piece: string) => Promise<void>;
}

export interface EngineOutput {
  answer: StructuredAnswer | string;
  /** The retrieved sections the answer was built from (checked by the server, never the model's word). */
  usedSectionIds: number[];
  usage: { promptTokens: number; completionTokens: number };
}

export interface AnswerEngine {
  readonly kind: 'built-in' | 'openai';
  /** The model name recorded for usage and the cache key. */
  modelFor(settingsModel: string): string;
  answer(input: EngineInput): Promise<EngineOutput>;
}

/** A rough token count (4 characters a token) for engines that do not report usage. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

export interface BuiltInOptions {
  /** Pause between content pieces; 0 by default (tests use it to cut a stream mid-way). */
  pieceDelayMs?: number;
}

export function builtInEngine(options: BuiltInOptions = {}): AnswerEngine {
  return {
    kind: 'built-in',
    modelFor: () => 'built-in',
    async answer({ sections, question, onPiece, signal }) {
      const { answer, usedSectionIds } = composeAnswer(sections, question);
      const json = JSON.stringify(answer);
      for (const piece of chunkJson(json)) {
        if (signal.aborted) break;
        await onPiece(piece);
        if (options.pieceDelayMs) await new Promise((r) => setTimeout(r, options.pieceDelayMs));
      }
      const used = sections.filter((s) => usedSectionIds.includes(s.id));
      return {
        answer,
        usedSectionIds,
        usage: {
          promptTokens: estimateTokens(question) + estimateTokens(used.map((s) => s.body).join('\n')),
          completionTokens: estimateTokens(json),
        },
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// OpenAI-compatible chat completions

export interface OpenAiOptions {
  apiKey: string;
  /** Default https://api.openai.com/v1 */
  baseUrl?: string | undefined;
  timeoutMs?: number;
}

/** Source labels the model cites: S1, S2 ... in the order of `sections`. */
const label = (i: number) => `S${i + 1}`;

export const SYSTEM_PROMPT = [
  'You answer staff questions using ONLY the numbered company document sources given by the user.',
  'Reply with exactly one JSON object and nothing else, with these keys:',
  '{"summary": string, "details": {"requirements": string[], "procedures": string[] (in order), "exceptions": string[]},',
  ' "action_required": string, "contact_info": string, "related_policies": string[], "sources": string[]}.',
  '"sources" lists the labels (like "S1") of every source you used and no others.',
  'Never add facts that are not in the sources. If the sources do not answer the question, say so in',
  '"summary", leave the other fields empty and set "sources" to [].',
].join('\n');

export function buildUserPrompt(question: string, sections: RetrievedSection[]): string {
  const sources = sections
    .map(
      (s, i) =>
        `[${label(i)}] ${s.documentTitle ?? s.documentName} > ${s.headingPath.join(' > ')}\n${s.body}`,
    )
    .join('\n\n');
  return `Sources:\n\n${sources}\n\nQuestion: ${question}`;
}

export function openAiEngine(options: OpenAiOptions): AnswerEngine {
  const base = (options.baseUrl || 'https://api.openai.com/v1').replace(/\/+$/, '');
  return {
    kind: 'openai',
    modelFor: (settingsModel) => settingsModel,
    async answer({ question, sections, model, signal, onPiece }) {
      const user = buildUserPrompt(question, sections);
      const timeout = AbortSignal.timeout(options.timeoutMs ?? 120_000);
      const res = await fetch(`${base}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({
          model,
          stream: true,
          stream_options: { include_usage: true },
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: user },
          ],
        }),
        signal: AbortSignal.any([signal, timeout]),
      });
      if (!res.ok || !res.body) {
        const text = await res.text().catch(() => '');
        throw new Error(`The AI service answered ${res.status}: ${text.slice(0, 200)}`);
      }
      let full = '';
      let usage: { prompt_tokens?: number; completion_tokens?: number } | undefined;
      const decoder = new TextDecoder();
      let buffer = '';
      const reader = res.body.getReader();
      try {
        outer: while (true) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let nl = buffer.indexOf('\n');
          while (nl >= 0) {
            const line = buffer.slice(0, nl).trim();
            buffer = buffer.slice(nl + 1);
            nl = buffer.indexOf('\n');
            if (!line.startsWith('data:')) continue;
            const data = line.slice(5).trim();
            if (data === '[DONE]') break outer;
            let event: { choices?: { delta?: { content?: string } }[]; usage?: typeof usage };
            try {
              event = JSON.parse(data);
            } catch {
              continue;
            }
            if (event.usage) usage = event.usage;
            const piece = event.choices?.[0]?.delta?.content;
            if (piece) {
              full += piece;
              // Shown as it forms; the citations are checked once the model has finished, and an
              // answer that fails the check is withdrawn then (chat.ts, `replacement_content`).
              if (!signal.aborted) await onPiece(piece);
            }
          }
        }
      } finally {
        await reader.cancel().catch(() => {});
      }
      const parsed = parseModelAnswer(full, sections);
      return {
        ...parsed,
        usage: {
          promptTokens: usage?.prompt_tokens ?? estimateTokens(SYSTEM_PROMPT + user),
          completionTokens: usage?.completion_tokens ?? estimateTokens(full),
        },
      };
    },
  };
}

/**
 * The model's JSON, checked: the cited labels are mapped back to the sections it was given (labels it
 * invented are ignored), and a cited section is kept only when the answer's text is supported by it
 * (`supportedSectionIds`). Output that is not the expected JSON references nothing (its sources cannot
 * be verified).
 */
export function parseModelAnswer(
  text: string,
  sections: RetrievedSection[],
): { answer: StructuredAnswer | string; usedSectionIds: number[] } {
  const stripped = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let raw: unknown;
  try {
    raw = JSON.parse(stripped);
  } catch {
    return { answer: text.trim(), usedSectionIds: [] };
  }
  const parsed = structuredAnswerSchema.safeParse(raw);
  if (!parsed.success) return { answer: text.trim(), usedSectionIds: [] };
  const sources = (raw as { sources?: unknown }).sources;
  const labels = Array.isArray(sources) ? sources.filter((x): x is string => typeof x === 'string') : [];
  const cited = sections.filter((_, i) => labels.includes(label(i)));
  // Strip unknown keys (like `sources`) from what is stored.
  return { answer: parsed.data, usedSectionIds: supportedSectionIds(parsed.data, cited) };
}

/** USD per million tokens (input, output): list prices when this was written; the built-in engine costs nothing. */
export const MODEL_PRICES: Record<string, { input: number; output: number }> = {
  'gpt-5': { input: 1.25, output: 10 },
  'gpt-5-mini': { input: 0.25, output: 2 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
};

export function costOf(model: string, promptTokens: number, completionTokens: number): number {
  const price = MODEL_PRICES[model];
  if (!price) return 0;
  return (promptTokens * price.input + completionTokens * price.output) / 1_000_000;
}
