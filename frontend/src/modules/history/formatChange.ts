import { defineMessages, type IntlShape } from 'react-intl';
import { formatDateTime } from '@/modules/ui/formatDate';

/**
 * Values as text where the server sent none (issue 37 §2: the server labels every field and
 * reads every value, `FieldChange.label`/`oldText`/`newText`; this is the fallback for a raw value).
 */
const messages = defineMessages({
  none: { id: 'history.value.none', defaultMessage: '(none)' },
  yes: { id: 'history.value.yes', defaultMessage: 'Yes' },
  no: { id: 'history.value.no', defaultMessage: 'No' },
});

/**
 * A per-entity hook for values only the page can name (status ids, role ids…): return the text,
 * or undefined for the generic formatting. `field` is camelCase.
 */
export type ValueFormatter = (field: string, value: unknown) => string | undefined;

const maxLength = 80;

/** `role_ids` and `roleIds` both read as `roleIds`. */
export function normalizeField(field: string): string {
  return field.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

function shorten(text: string): string {
  const chars = [...text];
  return chars.length > maxLength ? `${chars.slice(0, maxLength - 1).join('')}…` : text;
}

/** A JSON value as readable text: no quotes or brackets, lists joined, booleans as Yes/No. */
export function formatValue(
  intl: IntlShape,
  field: string,
  value: unknown,
  custom?: ValueFormatter,
  options: { whole?: boolean } = {},
): string {
  const truncate = options.whole ? (text: string) => text : shorten;
  const key = normalizeField(field);
  const own = custom?.(key, value);
  if (own !== undefined) return own;
  if (value === null || value === undefined || value === '') return intl.formatMessage(messages.none);
  if (Array.isArray(value)) {
    if (value.length === 0) return intl.formatMessage(messages.none);
    const single = key.endsWith('Ids') ? `${key.slice(0, -3)}Id` : key;
    return truncate(value.map((item) => formatValue(intl, single, item, custom, options)).join(', '));
  }
  if (typeof value === 'boolean') return intl.formatMessage(value ? messages.yes : messages.no);
  if (typeof value === 'number') return intl.formatNumber(value);
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value))) {
      return formatDateTime(intl, value);
    }
    return options.whole ? value : truncate(value.replace(/\s+/g, ' ').trim());
  }
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>).map(
      ([name, inner]) => `${normalizeField(name)}: ${formatValue(intl, name, inner, custom, options)}`,
    );
    return truncate(parts.join('; '));
  }
  return truncate(String(value));
}
