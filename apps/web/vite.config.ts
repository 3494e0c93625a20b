import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|ico|webmanifest)$/;

/**
 * Writes a .br and a .gz copy next to every text file of the build, compressed once at the best
 * level, for the server to send as they are (apps/server/src/modules/web/routes.ts). A copy
 * that would not be smaller is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'travel-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = fs.readFileSync(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
            }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < content.length) fs.writeFileSync(`${file}.br`, br);
          if (gz.length < content.length) fs.writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * Mantine's ScrollArea (behind every Table, Modal, Drawer and Select list) imports one hook,
 * useMergeRefs, from @floating-ui/react; the bundler then makes the ScrollArea chunk import the
 * whole floating-ui chunk (15 KB gzipped) that Popover, Menu and Tooltip share, so a page with a
 * table loaded the positioning engine of popovers it did not show (My Bookings, issue 32). In the
 * production build that import resolves to our own hook (src/lib/merge-refs.ts); the popovers
 * still import floating-ui themselves.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const ownHook = path.resolve(import.meta.dirname, 'src/lib/merge-refs.ts');
  return {
    name: 'travel-scroll-area-merge-refs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer))
        return ownHook;
      return null;
    },
  };
}

/**
 * Mantine's styles follow its components into the chunks that use them (issue 17.4): each
 * component's class map (`<Name>.module.mjs`) imports its own stylesheet (`styles/<Name>.css`),
 * so the first page's render-blocking CSS holds only the components the first pages draw, and a
 * lazy page's chunk brings the rest, loaded before the page runs (no unstyled flash). main.tsx
 * imports the base sheets (baseline, variables, global). The dependency order Mantine asks of
 * per-component sheets is the import order: a component's module imports those it builds on.
 * @mantine/dates and @mantine/notifications ship one sheet each, which must follow the sheets of
 * the core components they build on: the modules that use them import it after the package.
 */
function mantineStylesPerComponent(): Plugin {
  const sheetsDir = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles/global.css'));
  const sheets = new Set(fs.readdirSync(sheetsDir).filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css')));
  // The dev server pre-bundles @mantine/core into one file, which this hook never sees: there the
  // entry imports the whole sheet instead.
  let serving = false;
  return {
    name: 'travel-mantine-styles',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      if (serving) return /[\\/]src[\\/]main\.tsx$/.test(id) ? `import '@mantine/core/styles.css';\n${code}` : null;
      const match = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/.exec(id);
      if (!match || !sheets.has(`${match[1]}.css`)) return null;
      return `import '@mantine/core/styles/${match[1]}.css';\n${code}`;
    },
  };
}

export default defineConfig({
  plugins: [react(), mantineStylesPerComponent(), scrollAreaWithoutFloatingUi(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` },
  },
  // The manifest (dist/.vite/manifest.json) names each chunk's static imports: the JavaScript
  // budget check reads it (scripts/bundle-size.mjs).
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // Everything a direct load runs before the first render goes into one chunk: fetched and
      // gzipped as one file rather than twenty-odd small shared ones (issue 17.4). Likewise, in a
      // few chunks, the small shared modules the first pages' lazy code needs (the results page,
      // the login page, the home page's carousels, the footer): left to the automatic split they
      // made some twenty files of 1-3 KB, and each file is one more request queued on a phone's
      // six HTTP/1.1 connections before the page's first paint (the results page's LCP fell from
      // 3.1 s to 2.5 s in Lighthouse). Other lazy pages that use one of them load the whole group.
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            {
              name: 'ui',
              test: /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/]components[\\/](Alert|Skeleton|Checkbox|Divider|Badge|Collapse|Pagination|SimpleGrid|ActionIcon|TextInput|PasswordInput|Card|VisuallyHidden)[\\/]|core[\\/]esm[\\/]components[\\/]Accordion[\\/]AccordionChevron|core[\\/]esm[\\/]core[\\/]utils[\\/]create-use-external-events[\\/]|hooks[\\/]esm[\\/]use-move[\\/]|modals[\\/]esm[\\/]events\.mjs$)/,
            },
            // Forms (the login page's first, every form page's too), and apart from them zod, which
            // the login page loads only after its first paint.
            { name: 'forms', test: /node_modules[\\/]@mantine[\\/]form[\\/]/ },
            { name: 'schemas', test: /node_modules[\\/]zod[\\/]/ },
            // The login page's own code it shares with the other account pages (not the auth
            // contract: its zod schemas load after the login page's first paint, login-schema.ts).
            { name: 'account', test: /apps[\\/]web[\\/]src[\\/](features[\\/]auth[\\/]api|ui[\\/]auth-card)\.tsx?$/ },
            // The prices' (and room names', room-rules) code the results page shares with the booking pages.
            {
              name: 'prices',
              test: /(packages[\\/]contracts[\\/]src[\\/](booking-totals|transfer-rules|flight-rules|room-rules)|apps[\\/]web[\\/]src[\\/]lib[\\/]money)\.ts$/,
            },
          ],
        },
      },
      treeshake: {
        // The contracts' modules only declare constants, functions and zod schemas (whose one
        // side effect, .meta() filling zod's registry, feeds the server's OpenAPI document): a
        // page gets the modules it imports from, not the whole package behind its index.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]/.test(id),
      },
    },
  },
});
