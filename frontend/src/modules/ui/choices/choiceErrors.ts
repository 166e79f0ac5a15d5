import type { IntlShape } from 'react-intl';
import { blamedField } from '@/modules/ui/form/blamedField';
import { choiceMessages } from './choiceMessages';
import type { ChoiceKit, ChoiceValues } from './choiceTypes';

/** Errors of a choice's form: beside the field they concern, or for the whole form. */
export type ChoiceErrors = Partial<Record<keyof ChoiceValues | 'form', string>>;

const fields: readonly string[] = ['labelEn', 'labelJa', 'color'] satisfies (keyof ChoiceValues)[];

/** A label left empty, beside its field; null when both are given. */
export function missingLabels(intl: IntlShape, values: ChoiceValues): ChoiceErrors | null {
  const required = intl.formatMessage(choiceMessages.required);
  const errors: ChoiceErrors = {};
  if (!values.labelEn.trim()) errors.labelEn = required;
  if (!values.labelJa.trim()) errors.labelJa = required;
  return Object.keys(errors).length > 0 ? errors : null;
}

/** A failed save: beside the field the server blamed ('Invalid label' on the English label), else for the form. */
export function failureErrors(intl: IntlShape, kit: ChoiceKit, error: unknown): ChoiceErrors {
  const field = blamedField(error);
  const text = kit.errorText(intl, error);
  return field && fields.includes(field) ? { [field]: text } : { form: text };
}
