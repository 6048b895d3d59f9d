import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

// With BUNDLE_STATS=1 the client build writes <distDir>/bundle-modules.json: every chunk's files and
// the modules in it with their size before minification, so `npm run bundle-report` can say what the shared part
// carries. Webpack's own stats at this detail are hundreds of MB; this is the part we read.
type Compiler = {
  hooks: { emit: { tap: (name: string, run: (compilation: Compilation) => void) => void } };
  outputPath: string;
};
type WebpackModule = {
  readableIdentifier: (shortener: unknown) => string;
  size: () => number;
  // A concatenated module (scope hoisting) lists the modules it joined.
  modules?: Iterable<WebpackModule>;
};
type Compilation = {
  chunks: Iterable<{ files: Iterable<string>; name?: string | null; id?: unknown }>;
  chunkGraph: { getChunkModules: (chunk: unknown) => WebpackModule[] };
  requestShortener: unknown;
};

export class BundleStatsPlugin {
  constructor(private readonly distDir: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.emit.tap('BundleStatsPlugin', (compilation) => {
      const chunks = [...compilation.chunks].map((chunk) => ({
        name: chunk.name ?? null,
        files: [...chunk.files].filter((file) => file.endsWith('.js')),
        modules: compilation.chunkGraph
          .getChunkModules(chunk)
          .flatMap((module) => (module.modules ? [...module.modules] : [module]))
          .map((module) => ({
            id: module.readableIdentifier(compilation.requestShortener),
            size: module.size(),
          }))
          .sort((a, b) => b.size - a.size),
      }));
      writeFileSync(join(this.distDir, 'bundle-modules.json'), JSON.stringify({ chunks }));
    });
  }
}
