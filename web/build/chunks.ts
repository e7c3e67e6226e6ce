import { build, type Plugin, type Rolldown, type UserConfig } from 'vite';

/**
 * The chunks a first visit fetches, in the order main.tsx evaluates them, then the two pages
 * people open directly. Each takes every module its entry needs that no earlier one has.
 */
const STAGES = [
  { name: 'react-dom', entry: /\/node_modules\/react-dom\/client\.js$/ },
  { name: 'theme', entry: /\/src\/config\/theme\.ts$/ },
  { name: 'start', entry: /\/src\/start\.tsx$/ },
  { name: 'landing', entry: /\/src\/app\/routes\/landing\.tsx$/ },
  { name: 'restaurant', entry: /\/src\/app\/routes\/restaurant\.tsx$/ },
];

type Chunk = Rolldown.OutputChunk;

/** The modules that loading `entry` evaluates: its chunk's and those of the chunks it imports. */
function modulesLoadedBy(chunks: Map<string, Chunk>, entry: Chunk): Set<string> {
  const modules = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    chunk.moduleIds.forEach((id) => modules.add(id));
    chunk.imports.forEach((file) => {
      const next = chunks.get(file);
      if (next) queue.push(next);
    });
  }
  return modules;
}

/**
 * Which stage each module goes to, read from a build split the bundler's own way: only its
 * output tells which modules a page really uses once unused exports are dropped (a module's
 * imports name whole libraries through their index files).
 */
async function stagesOf(shared: Pick<UserConfig, 'resolve' | 'plugins'>, root: string) {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    root,
    ...shared,
    build: { write: false },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = new Map<string, Chunk>();
  for (const { output: files } of outputs) {
    for (const file of files) if (file.type === 'chunk') chunks.set(file.fileName, file);
  }
  const loaded = STAGES.map(({ name, entry }) => {
    const chunk = [...chunks.values()].find((c) => c.moduleIds.some((id) => entry.test(id)));
    if (!chunk) throw new Error(`stage chunks: no chunk for ${name}`);
    return { name, modules: modulesLoadedBy(chunks, chunk) };
  });
  // The entry chunk (main.tsx) keeps what it has: it runs before the first paint, so it must
  // not import a stage (as it would if a stage took the bundler's preload helper).
  const entry = [...chunks.values()].filter((c) => c.isEntry).flatMap((c) => c.moduleIds);
  const stageOf = new Map<string, string>(entry.map((id) => [id, 'main']));
  for (const { name, modules } of loaded) {
    for (const id of modules) {
      if (!stageOf.has(id)) stageOf.set(id, name);
    }
  }
  return stageOf;
}

/**
 * Left to itself the bundler splits the app into one chunk per set of pages sharing a
 * module: a restaurant page fetched 75 scripts, most under 2 KB. A phone opens six
 * connections per server (HTTP/1.1), so every six more requests cost another round trip
 * before the page can render. Grouped by stage, a first visit fetches a handful: the same
 * bytes for the stages every page needs, and for each page only what no earlier stage has
 * (what both pages use goes with the landing page, which the restaurant page then loads too:
 * 6 KB gzipped). Each stage is what its entry loads minus earlier stages, so a stage's chunk
 * imports only from earlier ones: never in a cycle.
 */
export function stageChunks(shared: Pick<UserConfig, 'resolve' | 'plugins'>) {
  let stageOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'pickup-stage-chunks',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    async configResolved(config) {
      stageOf = await stagesOf(shared, config.root);
    },
  };
  // Earlier stages first: a group also takes the modules its own import, unless taken.
  const groups = [{ name: 'main' }, ...STAGES].map(({ name }, index) => ({
    name,
    priority: STAGES.length + 1 - index,
    test: (id: string) => stageOf.get(id) === name,
  }));
  return { plugin, groups };
}
