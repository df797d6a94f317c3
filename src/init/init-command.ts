import { painterFor } from '../cli/report.js';
import { initFromDocusaurus } from './from-docusaurus.js';

/** `docgen init --from-docusaurus [dir]`: writes the config, then one line per thing it did not carry over. */
export async function runInitFromDocusaurus(dir: string): Promise<void> {
  const { yellow, dim } = painterFor(process.stdout);
  const { written, notCarried, builtIn } = await initFromDocusaurus(dir);
  process.stdout.write(`wrote ${written}\n`);
  for (const line of builtIn) process.stdout.write(`${dim('built in')} ${line}\n`);
  for (const line of notCarried) process.stdout.write(`${yellow('not carried over')} ${line}\n`);
  if (notCarried.length > 0)
    process.stdout.write(
      dim('  docgen builds the site without these; the sidebars file and the docs are read as they are\n'),
    );
}
