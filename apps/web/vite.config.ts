import fs from 'node:fs';
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
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < content.length) fs.writeFileSync(`${file}.br`, br);
          if (gz.length < content.length) fs.writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
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
      // gzipped as one file rather than twenty-odd small shared ones (issue 17.4).
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
      treeshake: {
        // The contracts' modules only declare constants, functions and zod schemas (whose one
        // side effect, .meta() filling zod's registry, feeds the server's OpenAPI document): a
        // page gets the modules it imports from, not the whole package behind its index.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]/.test(id),
      },
    },
  },
});
