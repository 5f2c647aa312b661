/**
 * Paints the sign-in screen from the HTML (see src/app/first-paint.ts for why and how the app takes
 * over). After the client build, this renders `src/first-paint.server.tsx` with a second, server-side
 * build of the same config (same vanilla-extract class names), and writes into index.html: the
 * markup, the head script, and the sign-in screen's stylesheets, so the copy is styled at first paint.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

const SERVER_ENTRY = path.join(import.meta.dirname, 'src/first-paint.server.tsx');
const SIGN_IN_MODULE = '/src/screens/SignIn/SignInScreen.tsx';

/** The stylesheets a chunk and everything it imports statically bring, in load order. */
function stylesheetsOf(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()): string[] {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return [];
  seen.add(fileName);
  const fromImports = chunk.imports.flatMap((dep) => stylesheetsOf(bundle, dep, seen));
  return [...fromImports, ...(chunk.viteMetadata?.importedCss ?? [])];
}

export function firstPaint(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:first-paint',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options, bundle) {
      if (config.build.ssr || !options.dir) return;
      const signIn = Object.values(bundle).find(
        (out) => out.type === 'chunk' && out.facadeModuleId?.endsWith(SIGN_IN_MODULE),
      );
      if (!signIn) throw new Error(`first paint: no chunk for ${SIGN_IN_MODULE}`);

      // Inside the workspace, so that Node resolves the server build's packages from node_modules.
      const cacheDir = path.join(import.meta.dirname, 'node_modules/.cache');
      await mkdir(cacheDir, { recursive: true });
      const serverDir = await mkdtemp(path.join(cacheDir, 'first-paint-'));
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: SERVER_ENTRY,
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
            manifest: false,
            copyPublicDir: false,
          },
        });
        const rendered = (await import(
          pathToFileURL(path.join(serverDir, 'first-paint.server.js')).href
        )) as {
          renderFirstPaint: (scripts: { entry: string; preloads: string[] }) => {
            head: string;
            body: string;
            htmlClass: string;
          };
        };

        // Vite's entry tag and its preloads leave the HTML: the head script loads them (after the
        // copy's first paint when the copy shows).
        const indexPath = path.join(options.dir, 'index.html');
        let html = await readFile(indexPath, 'utf8');
        const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entryTag?.[1]) throw new Error('first paint: index.html has no entry <script type="module">');
        const preloadTags = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
        for (const tag of [entryTag, ...preloadTags]) html = html.replace(tag[0], '');
        const { head, body, htmlClass } = rendered.renderFirstPaint({
          entry: entryTag[1],
          preloads: preloadTags.map((tag) => tag[1] ?? ''),
        });

        const links = [...new Set(stylesheetsOf(bundle, signIn.fileName))]
          .map((file) => `${config.base}${file}`)
          .filter((href) => !html.includes(`href="${href}"`))
          .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
        // The head script goes before the stylesheets: an inline script after them would wait for them.
        const patched = html
          .replace('<html lang="en">', `<html lang="en" class="${htmlClass}">`)
          .replace('</title>', `</title>${head}`)
          .replace('</head>', `${links.join('')}</head>`)
          .replace('<div id="root"></div>', `${body}<div id="root"></div>`);
        if (!patched.includes(body) || !patched.includes(htmlClass) || !patched.includes(head)) {
          throw new Error(
            'first paint: index.html no longer has <html lang="en">, a <title> and an empty #root',
          );
        }
        await writeFile(indexPath, patched);
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
