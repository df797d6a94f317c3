import path from 'node:path';
import fg from 'fast-glob';
import { refuseLinkLoops } from '../util/folder-links.js';

/**
 * webpack's `require.context(dir, recursive, /regexp/)`, which Docusaurus sites use to list files at build time
 * (a changelog component rendering every `.md` of a folder). Each call with literal arguments becomes an import
 * of a generated module that imports the matching files and answers them by key, as webpack's context does.
 */
const CALL =
  /\brequire\.context\(\s*(['"`])([^'"`]+)\1\s*(?:,\s*(true|false)\s*)?(?:,\s*\/((?:\\.|[^/\n])+)\/([a-z]*)\s*)?(?:,\s*(['"])[^'"]*\6\s*)?,?\s*\)/g;

export const CONTEXT_PREFIX = 'docgen-require-context:';

interface ContextRequest {
  request: string;
  recursive: boolean;
  pattern: string;
  flags: string;
}

/** The source with each `require.context(…)` replaced by an imported context; unchanged when it has none. */
export function withRequireContexts(source: string): string {
  if (!source.includes('require.context(')) return source;
  const imports: string[] = [];
  const replaced = source.replace(
    CALL,
    (_, _quote, request: string, recursive?: string, pattern?: string, flags?: string) => {
      const spec: ContextRequest = {
        request,
        recursive: recursive !== 'false',
        pattern: pattern ?? '^\\.\\/.*$',
        flags: flags ?? '',
      };
      const name = `__docgenRequireContext${imports.length}`;
      imports.push(`import ${name} from ${JSON.stringify(CONTEXT_PREFIX + JSON.stringify(spec))};`);
      return name;
    },
  );
  return imports.length === 0 ? source : `${imports.join('\n')}\n${replaced}`;
}

/** The generated module of one context: the files of the folder whose `./relative/path` the pattern matches. */
export async function requireContextModule(specifier: string, resolveDir: string): Promise<string> {
  const spec = JSON.parse(specifier.slice(CONTEXT_PREFIX.length)) as ContextRequest;
  // A loader prefix (`!!raw-loader!`) applies to every file of the context.
  const loader = /^(?:!!)?[\w-]+-loader!/.exec(spec.request)?.[0] ?? '';
  const dir = path.resolve(resolveDir, spec.request.slice(loader.length));
  const pattern = new RegExp(spec.pattern, spec.flags);
  if (spec.recursive) await refuseLinkLoops(dir, `folder of require.context('${spec.request}')`);
  const files = (await fg(spec.recursive ? '**/*' : '*', { cwd: dir, onlyFiles: true, ignore: ['**/node_modules/**'] }))
    .map((file) => `./${file}`)
    .filter((key) => pattern.test(key))
    .sort();
  const imports = files.map((key, i) => `import * as m${i} from ${JSON.stringify(loader + path.join(dir, key))};`);
  const table = files.map((key, i) => `${JSON.stringify(key)}: m${i}`).join(', ');
  return `${imports.join('\n')}
const modules = { ${table} };
function context(key) {
  if (!(key in modules)) throw new Error("Cannot find module '" + key + "' in " + ${JSON.stringify(spec.request)});
  return modules[key];
}
context.keys = () => Object.keys(modules);
context.resolve = (key) => key;
context.id = ${JSON.stringify(spec.request)};
export default context;
`;
}
