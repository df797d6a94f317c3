/**
 * What a terminal shows for `output`, one string per screen line: `\r` returns to the start of the line,
 * `ESC [K` erases from there to its end, `\n` starts the next line, and colours (`ESC [...m`) are dropped.
 * Tests of interactive output assert on this screen, never on where in the stream a redraw landed.
 */
export function screenLines(output: string): string[] {
  const lines: string[][] = [[]];
  let row = 0;
  let column = 0;
  for (const token of output.match(/\u001b\[[\d;]*[A-Za-z]|[^]/gu) ?? []) {
    if (token === '\r') column = 0;
    else if (token === '\n') {
      row++;
      column = 0;
      lines[row] ??= [];
    } else if (token === '\u001b[K') lines[row]!.length = Math.min(lines[row]!.length, column);
    else if (token.startsWith('\u001b[')) {
      // Only colours and erasing are written by docgen; any other control sequence would be a bug.
      if (!token.endsWith('m'))
        throw new Error(`unexpected control sequence ${JSON.stringify(token)} in ${JSON.stringify(output)}`);
    } else {
      const line = lines[row]!;
      while (line.length < column) line.push(' ');
      line[column++] = token;
    }
  }
  return lines.map((line) => line.join(''));
}
