import { defineMessages, useIntl } from 'react-intl';
import { SearchSelect } from '@/modules/ui/form/SearchSelect';
import type { ServerSearchProps } from '@/modules/ui/form/useServerSearch';
import type { AiModelOption } from './useAiModelOptions';

const messages = defineMessages({
  label: { id: 'ai.model.select.label', defaultMessage: 'AI model' },
  none: { id: 'ai.model.select.none', defaultMessage: 'No model chosen' },
});

interface Props {
  models: readonly AiModelOption[];
  value: string | null;
  onChange: (id: string | null) => void;
  label?: string;
  /** Offer "none" (an agent may have no default model). */
  clearable?: boolean;
  error?: string;
  /** A model the record names that is no longer offered (disabled, or its provider gone): shown so it is not lost silently. */
  extra?: { id: string; displayName: string } | null;
  /** What is typed searched on the server (`useAiModelPicker`'s `search`); without it the models given are filtered here. */
  search?: ServerSearchProps;
  w?: number | string;
  size?: 'xs' | 'sm' | 'md';
  'data-testid'?: string;
}

/** One of the usable AI models, by display name (the provider's model name as the description). */
export function AiModelSelect({ models, value, onChange, label, clearable = false, error, extra, search, w, size, ...rest }: Props) {
  const intl = useIntl();
  const data = models.map((model) => ({ value: model.id, label: model.displayName }));
  if (extra && !data.some((option) => option.value === extra.id)) data.push({ value: extra.id, label: extra.displayName });
  return (
    <SearchSelect
      label={label ?? intl.formatMessage(messages.label)}
      placeholder={clearable ? intl.formatMessage(messages.none) : undefined}
      data={data}
      value={value}
      onChange={onChange}
      clearable={clearable}
      allowDeselect={false}
      error={error}
      w={w}
      size={size}
      comboboxProps={{ withinPortal: true }}
      {...search}
      {...rest}
    />
  );
}
