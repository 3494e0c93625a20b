// Compiles the server for `npm start`: one ESM bundle (dist/server.js) that Node runs directly.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const serverDir = import.meta.dirname;
const srcDir = path.join(serverDir, 'src');
const distDir = path.join(serverDir, 'dist');

/**
 * npm packages stay in node_modules: PGlite loads its wasm and pdfkit its font data relative to
 * their own files. The workspace contracts are bundled, their package points at TypeScript.
 */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@travel/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Modules find their files (migrations, reference data, the built SPA) from their own folder. In
 * the bundle every module shares dist/, so each module's folder is rewritten to the path of its
 * source folder relative to the bundle: the same files are found from src and from dist.
 */
const sourceFolders = {
  name: 'source-folders',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (/import\.meta\.(url|filename)|__dirname|__filename/.test(source)) {
        throw new Error(`${path.relative(serverDir, args.path)}: use import.meta.dirname to find files, the server bundle rewrites only that`);
      }
      if (!source.includes('import.meta.dirname')) return { contents: source, loader: 'ts' };
      const fromDist = path.relative(distDir, path.dirname(args.path)).split(path.sep).join('/');
      return { contents: source.replaceAll('import.meta.dirname', `__joinPath(import.meta.dirname, ${JSON.stringify(fromDist)})`), loader: 'ts' };
    });
  },
};

const result = await esbuild.build({
  entryPoints: [path.join(srcDir, 'server.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  sourcesContent: false,
  outdir: distDir,
  write: false,
  logLevel: 'warning',
  banner: { js: "import { join as __joinPath } from 'node:path';" },
  plugins: [externalPackages, sourceFolders],
});

// Written next to the target and renamed: a server starting meanwhile never reads half a file.
fs.mkdirSync(distDir, { recursive: true });
for (const file of result.outputFiles) {
  const temporary = `${file.path}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, file.contents);
  fs.renameSync(temporary, file.path);
}
console.log(`Server compiled to ${path.relative(process.cwd(), path.join(distDir, 'server.js')) || 'dist/server.js'}`);
