import { MultiSelect } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  label: { id: 'ai.tools.select.label', defaultMessage: 'Tools' },
  none: { id: 'ai.tools.select.none', defaultMessage: 'This model has no tools' },
  placeholder: { id: 'ai.tools.select.placeholder', defaultMessage: 'Tools the AI may use' },
});

export interface AiToolOption {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

interface Props {
  /** The chosen model's tools (the only ones it may be given). */
  tools: readonly AiToolOption[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  label?: string;
  error?: string;
  w?: number | string;
  size?: 'xs' | 'sm' | 'md';
}

/** The tools a model may use (limited to that model's), each described by the server in the reader's language. */
export function AiToolsMultiSelect({ tools, value, onChange, label, error, w, size }: Props) {
  const intl = useIntl();
  return (
    <MultiSelect
      label={label ?? intl.formatMessage(messages.label)}
      placeholder={tools.length === 0 ? intl.formatMessage(messages.none) : value.length === 0 ? intl.formatMessage(messages.placeholder) : undefined}
      data={tools.map((tool) => ({ value: tool.id, label: tool.name }))}
      value={value.filter((id) => tools.some((tool) => tool.id === id))}
      onChange={onChange}
      disabled={tools.length === 0}
      clearable
      error={error}
      w={w}
      size={size}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => {
        const tool = tools.find((candidate) => candidate.id === option.value);
        return (
          <div>
            <div>{option.label}</div>
            {tool?.description && <div style={{ fontSize: 'var(--mantine-font-size-xs)', opacity: 0.7 }}>{tool.description}</div>}
          </div>
        );
      }}
    />
  );
}
