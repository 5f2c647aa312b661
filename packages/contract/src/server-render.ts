import type { User } from './schemas/users.ts';

/**
 * The portal's server render as the API server loads it (ADR 0009): the portal builds
 * `src/entry-server.tsx` into `dist-server/`, and the API server imports it to render each page. Both
 * sides are checked against this one description (the portal's render test, the server's `pages.ts`).
 */

/** One page to render, as the API server hands it over. */
export interface RenderRequest {
  /** The page asked for (a GET). */
  request: Request;
  /** Whose session the request's cookie is, as the server found it; null for none. */
  user: User | null;
  /** Calls this server's API in process, as the request's session (its cookie). */
  fetchApi: typeof fetch;
  /** The page policy's image origins (`App`). */
  imageOrigins: readonly string[];
  /** The page's script nonce: React's inline scripts carry it. */
  nonce: string;
  /** Told of an error React met while rendering (the browser renders that part again). */
  onRenderError: (error: unknown) => void;
}

export type RenderResult =
  /** A loader redirected (the ticket links): answer it as it is. */
  | { kind: 'response'; response: Response }
  | {
      kind: 'page';
      status: number;
      /** The app's modules the page shows (`src/...`): their stylesheets and scripts go in the head. */
      modules: string[];
      /** The body of #root, streamed as React renders it. */
      body: ReadableStream<Uint8Array>;
      /** HTML for right after #root: the page's first data, which the browser hydrates from. */
      afterRoot: string;
      /** Milliseconds spent on the loaders (`data`) and on React's render up to its first chunk (`render`). */
      timings: { data: number; render: number };
    };

/** The files a page loads after its first paint (named by the build's `assets.json`). */
export interface BootScripts {
  /** The app's entry script. */
  entry: string;
  /** Every script the page needs, fetched at once: the entry's chunks and the screen's. */
  preloads: string[];
  /** The entry's own chunks, run one by one before it (a task each instead of one long one). */
  evaluateApart: string[];
  /** The worker that loads the browser's locale data meanwhile. */
  intlWarmUp: string;
}

/** What the server entry exports. */
export interface PortalServerEntry {
  renderPage(request: RenderRequest): Promise<RenderResult>;
  /** <html>'s class and the head script that applies the stored theme before the first paint. */
  themeBeforePaint: { htmlClass: string; script: string };
  /** The script, for the end of the page, that loads the app after the first paint. */
  loadAppAfterPaint(scripts: BootScripts): string;
  /** Marks #root as holding the server's HTML, to be hydrated. */
  SERVER_RENDERED_ATTRIBUTE: string;
}
