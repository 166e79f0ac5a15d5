import { defineMessages, useIntl } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { ViewSwitch } from '@/modules/ui/ViewSwitch';

const messages = defineMessages({
  label: { id: 'email.template.list.caption', defaultMessage: 'Email templates' },
  all: { id: 'email.template.view.all', defaultMessage: 'All templates' },
  drafts: { id: 'email.template.view.drafts', defaultMessage: 'Drafts' },
});

/** All templates (/email-templates) or the drafts (/draft-email-templates): two routes, pushed so Back returns. */
export function EmailTemplatesViewSwitch({ drafts }: { drafts: boolean }) {
  const intl = useIntl();
  const to = useLocalePath();
  const views = ['all', 'drafts'] as const;
  return (
    <ViewSwitch
      label={intl.formatMessage(messages.label)}
      view={drafts ? 'drafts' : 'all'}
      views={views.map((value) => ({ value, label: intl.formatMessage(messages[value]) }))}
      to={(value) => to(value === 'drafts' ? '/draft-email-templates' : '/email-templates')}
      data-testid="email-templates-view-switch"
    />
  );
}
