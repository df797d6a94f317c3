/**
 * How each runnable sample of the docs is mounted, and the one bundle that holds them all: every
 * sample module, every step of the guides' projects, and a mount function per sample, so that the
 * test builds once and each sample only costs a page load.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { bundleProject, docBlocks, docSteps, type DocBlock } from '../helpers/doc-examples.js';
import { ROOT } from '../helpers/site.js';

export interface SampleMount {
  /** Code placed before the mount, such as a user component the sample needs a parent for. */
  setup?: string;
  /** What is rendered: the sample's exports, with Stage, Box, Label and Element of stage.tsx. */
  jsx: string;
  /** Text on screen once the sample has rendered. */
  shows: string;
  /** What a reader would do with it next. */
  use?: (page: Page) => Promise<void>;
  /** Console errors the page itself tells the reader to expect. */
  tolerates?: RegExp;
}

/** A block whose exports are data (a Node object, a type) rather than something to render. */
export const EVALUATED_ONLY = 'evaluated only';

const app = (shows: string): SampleMount => ({ jsx: '<App />', shows });
const tool = (jsx: string, shows: string, use?: SampleMount['use']): SampleMount => ({
  jsx: `<Stage tools={${jsx}}><p>First paragraph</p><p>Second paragraph</p></Stage>`,
  shows,
  use,
});
const clickText = (text: string) => (page: Page) => page.getByText(text, { exact: true }).first().click();
const steps =
  (...actions: ((page: Page) => Promise<unknown>)[]) =>
  async (page: Page) => {
    for (const action of actions) await action(page);
  };
const waitText = (text: string) => (page: Page) => page.getByText(text).first().waitFor();

/**
 * Every runnable sample of these pages, by the names it exports (`#2` for the second block of a
 * page exporting the same names). The test fails on a block of these pages that has no entry, so a
 * new sample cannot stay unrun.
 */
export const SAMPLE_MOUNTS: Record<string, Record<string, SampleMount | typeof EVALUATED_ONLY>> = {
  'api/Editor.md': {
    App: app('Hover me'),
    'App#2': app('Drag me around'),
    'App#3': app('Release notes'),
    'App#4': app('First'),
    'App#5': app('Introduction'),
  },
  'api/EditorState.md': {
    EditorSummary: tool('<EditorSummary />', 'editing on', clickText('First paragraph')),
    ContrastToggle: tool(
      '<ContrastToggle />',
      'High-contrast drop indicator',
      clickText('High-contrast drop indicator'),
    ),
  },
  'api/Node.md': {
    heading: EVALUATED_ONLY,
    'App,priceTag': app('25 EUR'),
    'list,firstItem,jsx': { jsx: '<Stage>{jsx}</Stage>', shows: 'Coffee' },
    'Banner,banner': {
      jsx: '<Stage resolver={{ Banner }}><p>Above the banner</p><Banner /></Stage>',
      shows: 'Above the banner',
      use: (page) => page.locator('header > nav').waitFor({ state: 'attached' }),
    },
    'element,note': {
      jsx: '<Stage resolver={{ Note: element.props.is }}>{element}</Stage>',
      shows: 'Remember the milk',
    },
  },
  'api/NodeHelpers.md': {
    SelectionInfo: tool(
      '<SelectionInfo />',
      'First paragraph',
      steps(clickText('Second paragraph'), waitText('child element(s)')),
    ),
    Column: { jsx: '<Stage resolver={{ Column }}><Column><p>In a column</p></Column></Stage>', shows: 'In a column' },
    RootBackground: tool('<RootBackground />', 'Page background: none'),
    App: app('Body'),
    Breadcrumbs: tool('<Breadcrumbs />', 'First paragraph', steps(clickText('Second paragraph'), waitText('Box › p'))),
    'App#2': app('Footer'),
    DragHandle: {
      setup: `const Handled = () => {
  const { connectors: { connect } } = useNode();
  return <div ref={(dom) => { if (dom) connect(dom); }}>Handled item <DragHandle /></div>;
};`,
      jsx: '<Stage resolver={{ Handled }}><Handled /></Stage>',
      shows: '⠿',
    },
    DropZone: {
      jsx: '<Stage resolver={{ DropZone }}><Element is={DropZone} canvas><p>In the zone</p></Element><p>Outside</p></Stage>',
      shows: 'In the zone',
      use: clickText('Outside'),
    },
    ExportSelection: tool(
      '<ExportSelection />',
      'Export selection',
      steps(clickText('Second paragraph'), clickText('Export selection')),
    ),
  },
  'api/useEditor.md': {
    HoverInfo: tool(
      '<HoverInfo />',
      'Hover an element',
      steps((page) => page.getByText('Second paragraph').hover(), waitText('Hovering p')),
    ),
    TextField: {
      jsx: '<Stage tools={<TextField />}><Label text="Edit me" /></Stage>',
      shows: 'Edit me',
      use: steps(clickText('Edit me'), (page) => page.locator('input').fill('Edited'), waitText('Edited')),
    },
    AddButtons: tool(
      '<AddButtons />',
      'Add section',
      steps(clickText('Add section'), waitText('New section'), clickText('Add heading'), waitText('Fresh heading')),
    ),
    SelectionActions: tool(
      '<SelectionActions />',
      'First paragraph',
      steps(clickText('Second paragraph'), clickText('Hide'), clickText('Show'), clickText('Delete')),
    ),
    MoveToTop: tool(
      '<MoveToTop targetId="ROOT" />',
      'Move to top',
      steps(clickText('Second paragraph'), clickText('Move to top')),
    ),
    DescendantCount: tool('<DescendantCount />', 'element(s) inside the selection', clickText('First paragraph')),
    DropPreview: tool('<DropPreview />', 'First paragraph', clickText('Second paragraph')),
    'HistoryButtons,ThemeControls': tool(
      '<><HistoryButtons /><ThemeControls /></>',
      'Forget history',
      steps(clickText('Dark background'), (page) => page.locator('input[type=range]').fill('30'), clickText('Undo')),
    ),
    Sidebar: tool(
      '<Sidebar />',
      'Editing enabled',
      steps(clickText('Log JSON'), (page) => page.getByLabel('Editing enabled').uncheck()),
    ),
  },
  'api/useNode.md': {
    Panel: { jsx: '<Stage resolver={{ Panel }}><Panel>Inside a panel</Panel></Stage>', shows: 'Inside a panel' },
    Widget: { jsx: '<Stage resolver={{ Widget }}><Widget title="Weather">Sunny</Widget></Stage>', shows: 'Weather' },
    'Tile,Chip': {
      jsx: '<Stage resolver={{ Tile, Chip }}><Tile label="A tile" /><Chip label="A chip" /></Stage>',
      shows: 'A tile',
    },
    Profile: {
      jsx: '<Stage resolver={{ Profile }}><Profile name="Ada" role="Engineer" /></Stage>',
      shows: 'Engineer',
      use: steps(clickText('Ada'), (page) => page.locator('input').fill('Chief engineer')),
    },
    Alert: {
      jsx: '<Stage resolver={{ Alert }}><Alert message="Mind the step" dismissible /></Stage>',
      shows: 'Dismissible',
      use: steps((page) => page.locator('input').first().fill('Mind the gap'), clickText('Hide')),
    },
    Button: { jsx: '<Stage resolver={{ Button }}><Button text="Legacy button" /></Stage>', shows: 'Legacy button' },
  },
  'additional/layers.md': {
    // The page's note: with styled-components 6 (this repository's), the default layers hand their
    // styling props to the DOM and React warns, in development only
    App: {
      ...app('Spring menu'),
      tolerates:
        /^Warning: (React does not recognize the `%s` prop on a DOM element|Received `%s` for a non-boolean attribute `%s`)/,
    },
    'App#2': app('Opening hours'),
  },
  'concepts/serializing.md': {
    SaveButton: tool('<SaveButton />', 'Save', clickText('Save')),
    App: app('Hello'),
    unknownComponents: {
      jsx: `<p>Missing: {unknownComponents('{"ROOT":{"type":{"resolvedName":"Gone"}}}', {}).join(', ')}</p>`,
      shows: 'Missing: Gone',
    },
  },
};

/** The guides, whose titled blocks make up one project built step by step. */
export const GUIDES = ['guides/basic-tutorial.md', 'guides/save-load.md'];

export interface Sample {
  /** `page key`, as in SAMPLE_MOUNTS, or `guide step n`. */
  name: string;
  mount: SampleMount;
}

/** The key of each block of a page with exports, as SAMPLE_MOUNTS names them. */
export function sampleKeys(md: string): { key: string; block: DocBlock }[] {
  const seen = new Map<string, number>();
  return docBlocks(md)
    .filter((block) => block.exports.length > 0)
    .map((block) => {
      const names = block.exports.join(',');
      const n = (seen.get(names) ?? 0) + 1;
      seen.set(names, n);
      return { key: n === 1 ? names : `${names}#${n}`, block };
    });
}

/** One script holding every sample and guide step; `window.mountSample(name)` renders one in place of the last. */
export async function bundleSamples(): Promise<{ script: string; samples: Sample[] }> {
  const files = new Map<string, string>([
    ['stage.tsx', readFileSync(path.join(ROOT, 'test/fixtures/doc-samples/stage.tsx'), 'utf8')],
  ]);
  const samples: Sample[] = [];
  const mounts: string[] = [];
  const addMount = (name: string, mount: SampleMount, imports: string) => {
    const file = `mounts/${mounts.length}.tsx`;
    files.set(
      file,
      `import { Element, useNode } from '@craftjs/core';
import { Box, Label, Stage } from '../stage';
${imports}
${mount.setup ?? ''}
export default function Mount() {
  return ${mount.jsx};
}
`,
    );
    mounts.push(`[${JSON.stringify(name)}, () => import('./${file.replace(/\.tsx$/, '')}')]`);
    samples.push({ name, mount });
  };

  for (const [md, table] of Object.entries(SAMPLE_MOUNTS)) {
    const dir = md.replace(/\.md$/, '').replace(/\W/g, '-');
    for (const { key, block } of sampleKeys(md)) {
      const file = `pages/${dir}/${block.title ?? `line-${block.line}.tsx`}`;
      files.set(file, block.code);
      const mount = table[key];
      if (mount === undefined || mount === EVALUATED_ONLY) continue;
      addMount(
        `${md} ${key}`,
        mount,
        `import { ${block.exports.join(', ')} } from '../${file.replace(/\.tsx?$/, '')}';`,
      );
    }
  }
  docSteps(...GUIDES).forEach((step, n) => {
    if (!step.has('src/App.tsx')) return;
    for (const [file, code] of step) files.set(`guide-steps/${n}/${file}`, code);
    addMount(
      `guide step ${n + 1}`,
      { jsx: '<App />', shows: 'Hi world!' },
      `import App from '../guide-steps/${n}/src/App';`,
    );
  });

  files.set(
    'entry.tsx',
    `import { createRoot } from 'react-dom/client';
const mounts = new Map<string, () => Promise<{ default: () => JSX.Element }>>([
${mounts.join(',\n')}
]);
let unmountLast = () => {};
Object.assign(window, {
  // One page mounts the samples one after the other, each in a fresh container
  async mountSample(name: string) {
    unmountLast();
    document.body.replaceChildren();
    const container = document.body.appendChild(document.createElement('div'));
    const { default: Mount } = await mounts.get(name)!();
    const root = createRoot(container);
    root.render(<Mount />);
    unmountLast = () => root.unmount();
  },
});
`,
  );
  return { script: await bundleProject(files, 'entry.tsx'), samples };
}
