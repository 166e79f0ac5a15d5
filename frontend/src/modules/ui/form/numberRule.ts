import { defineMessage, type IntlShape, type MessageDescriptor } from 'react-intl';

/** What a number field accepts. */
export interface NumberRule {
  min?: number;
  max?: number;
  /** Decimal places allowed (0: whole numbers only). Default 0. */
  decimals?: number;
  /** Empty is refused (else empty means "none": null). */
  required?: boolean;
}

const messages = {
  required: defineMessage({ id: 'form.number.required', defaultMessage: 'Enter a number.' }),
  notNumber: defineMessage({ id: 'form.number.notNumber', defaultMessage: 'This is not a number.' }),
  whole: defineMessage({ id: 'form.number.whole', defaultMessage: 'Enter a whole number.' }),
  decimals: defineMessage<{ count: number }>({
    id: 'form.number.decimals',
    defaultMessage: 'Use at most {count, plural, one {# decimal place} other {# decimal places}}.',
  }),
  range: defineMessage<{ min: string; max: string }>({ id: 'form.number.range', defaultMessage: 'Enter a number from {min} to {max}.' }),
  atLeast: defineMessage<{ min: string }>({ id: 'form.number.atLeast', defaultMessage: 'Enter {min} or more.' }),
  atMost: defineMessage<{ max: string }>({ id: 'form.number.atMost', defaultMessage: 'Enter {max} or less.' }),
};

/** Decimal places of a finite number as written (1.25 → 2, 1e-7 → 7). */
function decimalPlaces(value: number): number {
  const [mantissa, exponent] = value.toString().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/**
 * What is wrong with a number field's value, or null (issue 37 §3: malformed or absurd input is
 * refused with the field's message, never saved as something else). `NaN` is what `NumberField`
 * reports for text that is not a number; null is an empty field.
 */
export function numberProblem(value: number | null, rule: NumberRule): { message: MessageDescriptor; values?: Record<string, unknown> } | null {
  const { min, max, decimals = 0, required = false } = rule;
  if (value === null) return required ? { message: messages.required } : null;
  if (!Number.isFinite(value)) return { message: messages.notNumber };
  if (decimalPlaces(value) > decimals) return decimals === 0 ? { message: messages.whole } : { message: messages.decimals, values: { count: decimals } };
  const below = min !== undefined && value < min;
  const above = max !== undefined && value > max;
  if (!below && !above) return null;
  if (min !== undefined && max !== undefined) return { message: messages.range, values: { min, max } };
  return below ? { message: messages.atLeast, values: { min } } : { message: messages.atMost, values: { max } };
}

/** The field's message for `numberProblem`, in the reader's language (bounds formatted as numbers), or undefined. */
export function numberMessage(intl: IntlShape, value: number | null, rule: NumberRule): string | undefined {
  const problem = numberProblem(value, rule);
  if (!problem) return undefined;
  const format = (bound: unknown) => intl.formatNumber(bound as number, { maximumFractionDigits: rule.decimals ?? 0 });
  const values = Object.fromEntries(Object.entries(problem.values ?? {}).map(([key, bound]) => [key, key === 'count' ? bound : format(bound)]));
  return intl.formatMessage(problem.message, values as Record<string, string | number>);
}
