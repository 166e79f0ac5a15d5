import { defineMessages } from 'react-intl';
import type { Choice, ChoiceKit } from './choiceTypes';

/** What the choice manager's tests share: an area's words, a kit drawing plainly, and a choice. */

// Real catalogue entries (an area's words), so both languages have them.
export const messages = defineMessages({
  title: { id: 'issue.statuses.title', defaultMessage: 'Issue statuses' },
  intro: { id: 'issue.statuses.intro', defaultMessage: 'Statuses are the columns of the issue board, in this order; a new issue starts in the first.' },
  create: { id: 'issue.statuses.create', defaultMessage: 'Add status' },
  created: { id: 'issue.statuses.created', defaultMessage: 'Status created.' },
  saved: { id: 'issue.statuses.saved', defaultMessage: 'Status saved.' },
  none: { id: 'issue.statuses.none', defaultMessage: 'No statuses yet.' },
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

