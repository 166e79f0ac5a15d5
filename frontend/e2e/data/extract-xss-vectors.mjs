// Rebuilds xss-vectors.json from the OWASP cheat sheet's markdown source:
//
//   node e2e/data/extract-xss-vectors.mjs <XSS_Filter_Evasion_Cheat_Sheet.md> <commit> > e2e/data/xss-vectors.json
//
// Every vector the page gives is kept, verbatim and in page order:
// - every fenced code block (one entry per block; the tests also try each line of a
//   multi-line block on its own);
// - every list item that is only inline code (the character escapes, the WAF bypass strings,
//   the alert obfuscations);
// - "Attacks Using Event Handlers" lists handler names, to be used "in similar XSS attacks" to
//   the BODY ONLOAD one just above it: each on* name becomes `<BODY name=alert('XSS')>`;
// - the sheet's source writes many vectors' spaces as no-break spaces (U+00A0), which would turn
//   `<DIV STYLE=…>` into one harmless unknown tag name; they are read as the spaces they stand for;
// - the perl one-liner of "Break Up JavaScript Directive with Null" prints a vector with a
//   real NUL; that printed vector is kept next to the block.
import { readFileSync } from 'node:fs';

const [source, commit] = process.argv.slice(2);
if (!source || !commit) {
  console.error('usage: extract-xss-vectors.mjs <cheat sheet .md> <commit>');
  process.exit(2);
}
const lines = readFileSync(source, 'utf8').replaceAll('\u00a0', ' ').split('\n');
const vectors = [];
const headings = [];
let fence = null;
let block = [];
let section = '';

for (const line of lines) {
  if (fence !== null) {
    if (line.startsWith('```')) {
      const text = block.join('\n');
      if (text.trim()) vectors.push({ section, origin: `code block (${fence || 'plain'})`, vector: text });
      fence = null;
      block = [];
    } else {
      block.push(line);
    }
    continue;
  }
  const fenceOpen = /^```(\S*)/.exec(line);
  if (fenceOpen) {
    fence = fenceOpen[1];
    continue;
  }
  const heading = /^(#{1,6})\s+(.*)$/.exec(line);
  if (heading) {
    headings.length = heading[1].length - 1;
    headings[heading[1].length - 1] = heading[2].trim();
    section = headings.filter(Boolean).slice(1).join(' › ');
    continue;
  }
  const handler = /^- `(on[A-Za-z]+)\(\)`/.exec(line);
  if (handler) {
    vectors.push({ section, origin: 'event handler name, used like BODY ONLOAD', vector: `<BODY ${handler[1]}=alert('XSS')>` });
    continue;
  }
  // A list item that is only inline code (possibly with trailing spaces).
  const inline = /^- `(.*)`\s*$/.exec(line);
  if (inline && section.includes('Attacks Using Event Handlers') === false) {
    vectors.push({ section, origin: 'list item', vector: inline[1] });
  }
}

const perl = vectors.findIndex((entry) => /^perl\s+-e\s+'print\s+"<IMG SRC=java\\0script/u.test(entry.vector));
if (perl >= 0) {
  vectors.splice(perl + 1, 0, {
    section: vectors[perl].section,
    origin: "what the perl one-liner prints (a real NUL between 'java' and 'script')",
    vector: '<IMG SRC=java\u0000script:alert("XSS")>',
  });
}

const data = {
  source: 'https://github.com/OWASP/CheatSheetSeries/blob/master/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.md',
  commit,
  licence: 'CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/), OWASP Cheat Sheet Series; extracted by e2e/data/extract-xss-vectors.mjs',
  count: vectors.length,
  vectors,
};
process.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
