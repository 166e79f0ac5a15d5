import { defineMessages } from 'react-intl';
import type { Choice, ChoiceKit } from './choiceTypes';

/** What the choice manager's tests share: an area's words, a kit drawing plainly, and a choice. */

// Real catalogue entries (an area's words: the document categories'), so both languages have them.
export const messages = defineMessages({
  title: { id: 'document.categories.title', defaultMessage: 'Document categories' },
  intro: { id: 'document.categories.intro', defaultMessage: 'Categories file documents by subject; editors pick one for each document.' },
  create: { id: 'document.categories.create', defaultMessage: 'Add category' },
  created: { id: 'document.categories.created', defaultMessage: 'Category created.' },
  saved: { id: 'document.category.saved', defaultMessage: 'Category saved.' },
  none: { id: 'document.categories.none', defaultMessage: 'No categories yet.' },
});

const colorNames = defineMessages({
  blue: { id: 'tag.color.blue', defaultMessage: 'Blue' },
  red: { id: 'tag.color.red', defaultMessage: 'Red' },
});

export const kit: ChoiceKit = {
  Badge: ({ label, color }) => <span data-color={color}>{label}</span>,
  ColorPicker: ({ label, value, onChange, error }) => (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {['blue', 'red'].map((color) => (
          <option key={color} value={color}>
            {color}
          </option>
        ))}
      </select>
      {error}
    </label>
  ),
  colorName: (color) => (color === 'red' ? colorNames.red : colorNames.blue),
  defaultColor: 'blue',
  Changes: () => null,
  errorText: (_intl, error) => (error instanceof Error ? error.message : 'unknown'),
};

export const choice = (id: string, labelEn: string, position: number, version = 1): Choice => ({
  id,
  label: labelEn,
  labelEn,
  labelJa: `${labelEn}（日本語）`,
  color: 'blue',
  position,
  version,
  updatedAt: '2026-01-02T03:04:05Z',
});

