import { defineMessages, useIntl } from 'react-intl';
import { useDocumentSearch } from '@/modules/documents/useDocumentSearch';
import { namedChoices } from '@/modules/ui/form/fieldRules';
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
 * Documents the caller may read, searched on the server as one types (`useDocumentSearch`, the
 * most recent before anything is typed); the chosen ones keep their titles while the options change.
 */
export function DocumentMultiSelect({ label, value, onChange, description, error, size }: Props) {
  const intl = useIntl();
  const search = useDocumentSearch({ browse: true });
  const choices = namedChoices(
    value.map((document) => ({ id: document.id, name: document.title })),
    search.found,
  );
  return (
    <SearchMultiSelect
      label={label}
      description={description}
      placeholder={intl.formatMessage(messages.placeholder)}
      nothingFoundMessage={intl.formatMessage(messages.nothing)}
      data={choices.data}
      value={value.map((document) => document.id)}
      onChange={(ids) => onChange(ids.map((id) => ({ id, title: choices.nameOf(id) })))}
      {...search.props}
      clearable
      error={error}
      size={size}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
