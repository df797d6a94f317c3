import { useEffect, useState, type ComponentType } from 'react';
import { LAZY_LOADER_DELAY } from './constants.js';
import { useRoute } from './context.js';
import { loadedPageModule, loadPageModule } from './route-data.js';

/** What the theme's loading screen is given while a custom page's code is not there yet. */
export interface LoadingProps {
  /** Set when the code could not be loaded. */
  error?: unknown;
  /** True once loading takes longer than the lazy-loader delay: time for a spinner. */
  pastDelay: boolean;
  /** Loads the code again. */
  retry(): void;
}

interface Attempt {
  /** Which module and which try this is about, so that a stale answer is never shown. */
  key: string;
  error?: unknown;
  pastDelay?: boolean;
}

/**
 * Renders the current page of the pages folder: a static page's HTML as built, an interactive page by its module,
 * through `Loading` while its code loads or when that failed.
 */
export function PageModule({ loading }: { loading: ComponentType<LoadingProps> }) {
  const { page } = useRoute();
  if (page.kind === 'page' && page.html !== undefined)
    return <div data-docgen-content style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: page.html }} />;
  return <InteractivePage loading={loading} />;
}

function InteractivePage({ loading: Loading }: { loading: ComponentType<LoadingProps> }) {
  const { page, PageComponent } = useRoute();
  const module = page.kind === 'page' ? page.module : '';
  const [tries, setTries] = useState(0);
  const [attempt, setAttempt] = useState<Attempt>();
  const key = `${module}#${tries}`;
  const Ready = PageComponent ?? loadedPageModule(module);

  useEffect(() => {
    if (Ready) return;
    let live = true;
    const update = (change: Omit<Attempt, 'key'>) =>
      live && setAttempt((a) => ({ ...(a?.key === key ? a : {}), ...change, key }));
    const timer = setTimeout(() => update({ pastDelay: true }), LAZY_LOADER_DELAY);
    loadPageModule(module)
      .then(
        () => update({}),
        (error: unknown) => update({ error }),
      )
      .finally(() => clearTimeout(timer));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [Ready, module, key]);

  if (Ready) return <Ready {...(page.kind === 'page' ? page.props : undefined)} />;
  const current = attempt?.key === key ? attempt : undefined;
  return <Loading error={current?.error} pastDelay={current?.pastDelay === true} retry={() => setTries(tries + 1)} />;
}
