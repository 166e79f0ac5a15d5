import { Input, SegmentedControl } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props<T extends string> {
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  value: T;
  /** The choices; a change gives back one of these values, typed as the field's. */
  data: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  'data-testid'?: string;
}

/**
 * A form field that picks one of a few choices side by side (a kind, a status, a format), with its
 * label, hint and message like the other fields and the label as the control's name (issue 32: one
 * field block for what several forms wrote out). Takes `form.bind(field)`.
 */
export function SegmentedField<T extends string>({ label, description, error, value, data, onChange, 'data-testid': testId }: Props<T>) {
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <div>
        <SegmentedControl
          aria-label={label}
          mt={description ? 4 : undefined}
          value={value}
          data={[...data]}
          onChange={(next) => onChange(data.find((choice) => choice.value === next)?.value ?? value)}
          data-testid={testId}
        />
      </div>
    </Input.Wrapper>
  );
}
