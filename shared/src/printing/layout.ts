/** Lines cut to the paper's width in characters, so every printed line is known before encoding (PRT2). */

/** Words wrapped to `width` characters; a word longer than the line is cut. Blank text stays one empty line. */
export function wrapText(value: string, width: number): string[] {
  const w = Math.max(1, width);
  const out: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter((x) => x !== '')) {
    let rest = word;
    while ([...rest].length > w) {
      if (line) {
        out.push(line);
        line = '';
      }
      const chars = [...rest];
      out.push(chars.slice(0, w).join(''));
      rest = chars.slice(w).join('');
    }
    if (!line) line = rest;
    else if ([...line].length + 1 + [...rest].length <= w) line = `${line} ${rest}`;
    else {
      out.push(line);
      line = rest;
    }
  }
  if (line || out.length === 0) out.push(line);
  // keep the leading indent of the text ("  + Naan") on its first line
  const indent = /^\s*/.exec(value)?.[0] ?? '';
  if (indent && out[0] !== undefined && [...indent].length + [...out[0]].length <= w)
    out[0] = `${indent}${out[0]}`;
  return out;
}

/** Left text and right value on one line (`width` characters); a long left text wraps, the value ends its last line. */
export function twoColumns(left: string, right: string, width: number): string[] {
  const rightLen = [...right].length;
  const room = Math.max(1, width - rightLen - 1);
  const lines = wrapText(left, room);
  const last = lines.pop() ?? '';
  const gap = width - [...last].length - rightLen;
  return [...lines, `${last}${' '.repeat(Math.max(1, gap))}${right}`];
}
