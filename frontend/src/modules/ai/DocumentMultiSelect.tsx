import { useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDocumentOptions } from '@/modules/issues/useDocumentOptions';
import { SearchMultiSelect } from '@/modules/ui/form/SearchSelect';

const messages = defineMessages({
  placeholder: { id: 'ai.documents.placeholder', defaultMessage: 'Search documents' },
  nothing: { id: 'ai.documents.nothing', defaultMessage: 'No document found' },
});

export interface PickedDocument {
  readonly id: string;
  readonly title: string;
}

interface Props {
  label: string;
  value: readonly PickedDocument[];
  onChange: (documents: PickedDocument[]) => void;
  description?: string;
  error?: string;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * Documents the caller may read, searched on the server as one types (the documents search
 * the issues area's picker uses); the chosen ones keep their titles while the options change.
 */
export function DocumentMultiSelect({ label, value, onChange, description, error, size }: Props) {
  const intl = useIntl();
  const { options, search } = useDocumentOptions();
  const [query, setQuery] = useState('');
  const data = useMemo(() => {
    const byId = new Map<string, string>();
    for (const document of value) byId.set(document.id, document.title);
    for (const option of options) if (!byId.has(option.value)) byId.set(option.value, option.label);
    return [...byId].map(([id, title]) => ({ value: id, label: title }));
  }, [options, value]);
  return (
    <SearchMultiSelect
      label={label}
      description={description}
      placeholder={intl.formatMessage(messages.placeholder)}
      nothingFoundMessage={intl.formatMessage(messages.nothing)}
      data={data}
      value={value.map((document) => document.id)}
      onChange={(ids) => onChange(ids.map((id) => ({ id, title: data.find((option) => option.value === id)?.label ?? id })))}
      searchValue={query}
      onSearchChange={(next) => {
        setQuery(next);
        search(next);
      }}
      filter={({ options: all }) => all}
      clearable
      error={error}
      size={size}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
