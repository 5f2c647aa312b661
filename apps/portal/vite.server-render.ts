/**
 * The portal's server render (ADR 0009), built beside the browser's: after the client build, this
 * builds `src/entry-server.tsx` with the same config (so the same vanilla-extract class names) into
 * the client's folder name plus `-server` (`dist-server/` beside `dist/`), which the API server
 * imports to render pages (`PORTAL_SERVER_DIR`, by default `PORTAL_DIR` plus `-server`). It also writes there what the server
 * needs to name each screen's files in the page's head: every lazily loaded module's scripts and
 * stylesheets, by the module's path in the app (`src/...`). `dist-server/` is not served.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

const SERVER_ENTRY = path.join(import.meta.dirname, 'src/entry-server.tsx');
/** A worker the page's boot script starts (`loadApp`): built beside the app, as a file of its own. */
const INTL_WARM_UP = path.join(import.meta.dirname, 'src/app/intl-warm-up.worker.ts');

/** What a module needs in the page: its scripts (itself and what it imports at once) and stylesheets. */
export interface ModuleAssets {
  js: string[];
  css: string[];
}

/** A chunk and everything it imports statically, in load order (imports first). */
function chunksOf(
  bundle: Rollup.OutputBundle,
  fileName: string,
  seen = new Set<string>(),
): Rollup.OutputChunk[] {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return [];
  seen.add(fileName);
  return [...chunk.imports.flatMap((dep) => chunksOf(bundle, dep, seen)), chunk];
}

export function serverRender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:server-render',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      if (!config.build.ssr) this.emitFile({ type: 'chunk', id: INTL_WARM_UP, name: 'intl-warm-up' });
    },
    async writeBundle(options, bundle) {
      if (config.build.ssr || !options.dir) return;
      // Beside the client's folder, never in it: that one is served as it is.
      const serverDir = `${path.resolve(options.dir)}-server`;
      const modules: Record<string, ModuleAssets> = {};
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk' || !out.isDynamicEntry || !out.facadeModuleId) continue;
        const chunks = chunksOf(bundle, out.fileName);
        modules[path.relative(config.root, out.facadeModuleId)] = {
          js: chunks.map((chunk) => `${config.base}${chunk.fileName}`),
          css: [...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map(
            (file) => `${config.base}${file}`,
          ),
        };
      }
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        // Every package inside: the render runs wherever the build is put (the bench's temporary
        // folder, a deployment without the workspace), with nothing to resolve but Node's own modules.
        ssr: { noExternal: true },
        // React and the libraries pick their production code by NODE_ENV at run time, which the API
        // server does not set: fixed here, a production build renders with production React (~3x
        // faster than its development build, measured by ADR 0009's probe).
        define: {
          'process.env.NODE_ENV': JSON.stringify(config.mode === 'production' ? 'production' : 'development'),
        },
        build: {
          ssr: SERVER_ENTRY,
          outDir: serverDir,
          emptyOutDir: true,
          sourcemap: true,
          minify: false,
          manifest: false,
          copyPublicDir: false,
        },
      });
      // The app's entry script and its preloads leave index.html: the server's page loads them after its
      // first paint (entry-server.tsx, `loadAppAfterPaint`), so that on a slow link the screen's HTML
      // and stylesheets are not sharing it with ~180 KB of script before anything shows.
      const indexPath = path.join(options.dir, 'index.html');
      let html = await readFile(indexPath, 'utf8');
      const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
      if (!entryTag?.[1]) throw new Error('server render: index.html has no entry <script type="module">');
      const preloadTags = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
      for (const tag of [entryTag, ...preloadTags]) html = html.replace(tag[0], '');
      await writeFile(indexPath, html);
      const intlWarmUp = Object.values(bundle).find(
        (out) => out.type === 'chunk' && out.facadeModuleId === INTL_WARM_UP,
      );
      if (!intlWarmUp) throw new Error('server render: the Intl warm-up worker was not built');
      const entry = {
        js: entryTag[1],
        preloads: preloadTags.map((tag) => tag[1] ?? ''),
        intlWarmUp: `${config.base}${intlWarmUp.fileName}`,
      };
      await writeFile(
        path.join(serverDir, 'assets.json'),
        `${JSON.stringify({ entry, modules }, null, 2)}\n`,
      );
    },
  };
}
