import type { Paint } from './report.js';

/** Builds shorter than this and with no more pages show no progress at all. */
const QUIET_MS = 1000;
const QUIET_PAGES = 100;
const REDRAW_MS = 100;

/** The build's stages, as the progress line names them. */
const STAGES: Record<string, string> = {
  config: 'reading the config',
  content: 'reading the docs',
  pages: 'finding the pages',
  routes: 'planning routes and sidebars',
  bundle: 'bundling the theme',
  cache: 'reading the build cache',
  render: 'rendering',
  links: 'checking links',
  write: 'writing files',
};

/**
 * Progress of a long build. On a terminal, one line redrawn in place (the stage, then the pages
 * rendered), erased at the end; elsewhere (CI logs, pipes), a plain line at each quarter of the pages.
 */
export function createProgress(stream: NodeJS.WriteStream, paint: Paint) {
  const interactive = stream.isTTY === true;
  const started = performance.now();
  let status = '';
  let pages = 0;
  let drawn = false;
  let lastDraw = -Infinity;
  let lastPlain = 0;
  const draw = (now: boolean) => {
    const time = performance.now();
    if (!status || (pages <= QUIET_PAGES && time - started < QUIET_MS) || (!now && time - lastDraw < REDRAW_MS)) return;
    stream.write(`\r\u001b[K${paint.dim(status)}`);
    lastDraw = time;
    drawn = true;
  };
  // Keeps the line coming when one stage runs long without reporting anything.
  const timer = interactive ? setInterval(() => draw(false), REDRAW_MS) : undefined;
  timer?.unref();

  return {
    onStage(name: string): void {
      status = `${STAGES[name] ?? name}…`;
      if (interactive) draw(true);
    },
    onProgress(done: number, total: number): void {
      pages = total;
      status = `rendering ${done}/${total} pages`;
      if (interactive) return draw(done === total);
      if (total > QUIET_PAGES && (done === total || done - lastPlain >= Math.ceil(total / 4))) {
        lastPlain = done;
        stream.write(`rendered ${done}/${total} pages\n`);
      }
    },
    /** A line of its own (a notice about the config), above the status line, which is drawn again under it. */
    note(line: string): void {
      if (drawn) stream.write('\r\u001b[K');
      stream.write(`${line}\n`);
      if (drawn) draw(true);
    },
    done(): void {
      clearInterval(timer);
      if (drawn) stream.write('\r\u001b[K');
    },
  };
}
