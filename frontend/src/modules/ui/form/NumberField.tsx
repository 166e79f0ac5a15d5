import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import type { NumberRule } from './numberRule';

interface Props extends Omit<NumberInputProps, 'value' | 'onChange' | 'min' | 'max' | 'decimalScale' | 'allowDecimal' | 'allowNegative' | 'clampBehavior'> {
  /** The number, null when empty, NaN when what is typed is not a number. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** The bounds and decimals the form checks (`numberMessage`); shown to the browser as min/max too. */
  rule: NumberRule;
}

/** What Mantine hands over (a number, or the text while it is not one) as the form keeps it. */
export function parseNumberText(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const text = value.replace(/[,\s]/g, '');
  if (text === '') return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The one number and money field (issue 37 §3): what the user types is what the form checks and
 * saves. Nothing is clamped, cut to fewer decimals or turned into 0 behind the user's back; a value
 * outside the field's rule stays as typed and the form refuses it with the field's message
 * (`numberMessage` in the form's `validate`).
 */
export function NumberField({ value, onChange, rule, ...props }: Props) {
  // What was typed, shown as typed while it stands for the form's value ("-", "1.50", a number too
  // long for a double); a value set from outside (reload, restore) is shown as that number.
  const [text, setText] = useState<string>('');
  const shown = value === null ? '' : Object.is(parseNumberText(text), value) ? text : value;
  return (
    <NumberInput
      {...props}
      min={rule.min}
      max={rule.max}
      clampBehavior="none"
      allowDecimal
      allowNegative
      value={shown}
      onChange={(next) => {
        setText(String(next));
        onChange(parseNumberText(next));
      }}
      // The digits as typed (Mantine hands over a double, which rounds a long number).
      onValueChange={(payload, source) => {
        if (source.source === 'event') setText(payload.value);
      }}
    />
  );
}
