import { describe, expect, it } from 'vitest';
import en from '@/lang/en.json';
import ja from '@/lang/ja.json';
import { statusCatalogue } from '@/modules/demo/statusCatalogue';
import { statusToneColors, statusTones } from '@/modules/ui/statusBadge';
import { dealStage, dealStages } from './dealStages';
import { dealStatusIds } from './organizationListParams';

const catalogues: Record<string, Record<string, string>> = { en, ja };

describe('dealStages', () => {
  it("covers the spec's ids 1–9 once each, in order, with the spec's names", () => {
    expect(dealStages.map((stage) => stage.id)).toEqual([...dealStatusIds]);
    expect(dealStages.map((stage) => stage.name)).toEqual([
      'lead',
      'prospect',
      'meetingScheduled',
      'proposalSent',
      'negotiation',
      'contractSent',
      'activeClient',
      'lost',
      'inactive',
    ]);
  });

  it('labels each stage with a message of its own, translated and distinct in both languages', () => {
    const ids = dealStages.map((stage) => stage.label.id);
    expect(new Set(ids).size).toBe(dealStages.length);
    for (const [locale, messages] of Object.entries(catalogues)) {
      const texts = ids.map((id) => messages[id as string]);
      for (const [index, text] of texts.entries()) expect(text, `${locale} ${ids[index]}`).toBeTruthy();
      expect(new Set(texts).size, locale).toBe(texts.length);
    }
  });

  it("gives each stage one of the five tones, in that tone's colour", () => {
    for (const stage of dealStages) {
      expect(statusTones, stage.name).toContain(stage.tone);
      expect(stage.color, stage.name).toBe(statusToneColors[stage.tone]);
    }
  });

  it('keeps the two outcomes apart: active client alone is success, lost alone is danger', () => {
    const byTone = (tone: string) => dealStages.filter((stage) => stage.tone === tone).map((stage) => stage.name);
    expect(byTone('success')).toEqual(['activeClient']);
    expect(byTone('danger')).toEqual(['lost']);
  });

  it('answers an id outside the table with the default tone and an Unknown label', () => {
    expect(dealStage(5).name).toBe('negotiation');
    const unknown = dealStage(42);
    expect(unknown.tone).toBe('default');
    expect(unknown.label.id).toMatch(/\.unknown$/);
  });

  it('is what the /demo gallery shows for the deal list', () => {
    const deal = statusCatalogue.find((list) => list.key === 'deal');
    expect(deal?.statuses).toEqual(dealStages.map(({ id, tone, label }) => ({ id, tone, label })));
  });
});
