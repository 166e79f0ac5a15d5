import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import ja from './ja.json';

function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
    if (element.type === TYPE.tag) argumentNames(element.children, names);
  }
  return names;
}

const enMessages: Record<string, string> = en;
const jaMessages: Record<string, string> = ja;

describe('message catalogues', () => {
  it('ja has every en key', () => {
    const missing = Object.keys(enMessages).filter((key) => !(key in jaMessages));
    expect(missing).toEqual([]);
  });

  it('ja has no keys that en lacks', () => {
    const extra = Object.keys(jaMessages).filter((key) => !(key in enMessages));
    expect(extra).toEqual([]);
  });

  it('every ja message is translated and uses the same arguments', () => {
    for (const [key, source] of Object.entries(enMessages)) {
      const target = jaMessages[key];
      expect(target, key).toBeTruthy();
      expect([...argumentNames(parse(target))].sort(), key).toEqual([...argumentNames(parse(source))].sort());
    }
  });
});
