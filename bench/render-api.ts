/** What the rendering page (bench/render) exposes on `window` for the benchmark (bench/suites/render.ts). */
export type RenderBenchApi = {
  /** Streams `tokens` into a placeholder message, `tokensPerTick` every `tickMs`; resolves with the text shown. */
  stream: (tokens: string[], tokensPerTick: number, tickMs: number) => Promise<string>;
};

declare global {
  interface Window {
    bench?: RenderBenchApi;
  }
}
