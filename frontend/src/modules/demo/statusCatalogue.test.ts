import { describe, expect, it } from 'vitest';
import en from '@/lang/en.json';
import ja from '@/lang/ja.json';
import { statusTones } from '@/modules/ui/statusBadge';
import { statusCatalogue } from './statusCatalogue';

const catalogues: Record<string, Record<string, string>> = { en, ja };

describe('statusCatalogue', () => {
  it('has each list once, with unique status ids', () => {
    const keys = statusCatalogue.map((list) => list.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const list of statusCatalogue) {
      const ids = list.statuses.map((status) => status.id);
      expect(new Set(ids).size, list.key).toBe(ids.length);
    }
  });

  it('gives every status one of the five tones', () => {
    for (const list of statusCatalogue) {
      for (const status of list.statuses) expect(statusTones, `${list.key} ${status.id}`).toContain(status.tone);
    }
  });

  it("labels every status with a known status's message, never an area's 'Unknown' fallback", () => {
    for (const list of statusCatalogue) {
      for (const status of list.statuses) expect(status.label.id, `${list.key} ${status.id}`).not.toMatch(/\.unknown$/);
    }
  });

  it('finds every label and list title in both catalogues', () => {
    const ids = statusCatalogue.flatMap((list) => [list.title.id, ...list.statuses.map((status) => status.label.id)]);
    for (const [locale, messages] of Object.entries(catalogues)) {
      for (const id of ids) expect(messages[id as string], `${locale} ${id}`).toBeTruthy();
    }
  });
});
