import { defineMessages, useIntl } from 'react-intl';
import { namedChoices } from '@/modules/ui/form/fieldRules';
import { SearchSelect } from '@/modules/ui/form/SearchSelect';
import { useEmailTemplateSearch, type FoundEmailTemplate } from './useEmailTemplateSearch';

const messages = defineMessages({
  template: { id: 'email.job.form.template', defaultMessage: 'Use a template' },
  noTemplate: { id: 'email.job.form.noTemplate', defaultMessage: 'No template' },
});

interface Props {
  /** The first page of active templates the form loaded. */
  templates: readonly FoundEmailTemplate[];
  value: string | null;
  error?: string;
  /** The template picked (its subject and HTML fill the email), or null when cleared. */
  onPick: (template: FoundEmailTemplate | null) => void;
}

/**
 * An email's template: the first page of active templates, and what is typed searched on the server
 * (issue 33: the hundred-and-first template is found by name, not missed).
 */
export function EmailTemplatePicker({ templates, value, error, onPick }: Props) {
  const intl = useIntl();
  const search = useEmailTemplateSearch();
  return (
    <SearchSelect
      label={intl.formatMessage(messages.template)}
      placeholder={intl.formatMessage(messages.noTemplate)}
      clearable
      data={namedChoices(templates, search.found).data}
      {...search.props}
      value={value}
      error={error}
      onChange={(id) => onPick([...templates, ...search.found].find((candidate) => candidate.id === id) ?? null)}
      data-testid="email-template-picker"
    />
  );
}
