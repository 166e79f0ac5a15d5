import { SegmentedControl } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';

const messages = defineMessages({
  label: { id: 'email.template.list.caption', defaultMessage: 'Email templates' },
  all: { id: 'email.template.view.all', defaultMessage: 'All templates' },
  drafts: { id: 'email.template.view.drafts', defaultMessage: 'Drafts' },
});

/** All templates (/email-templates) or the drafts (/draft-email-templates): two routes, pushed so Back returns. */
export function EmailTemplatesViewSwitch({ drafts }: { drafts: boolean }) {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  return (
    <SegmentedControl
      aria-label={intl.formatMessage(messages.label)}
      value={drafts ? 'drafts' : 'all'}
      onChange={(value) => void navigate(to(value === 'drafts' ? '/draft-email-templates' : '/email-templates'))}
      data={[
        { value: 'all', label: intl.formatMessage(messages.all) },
        { value: 'drafts', label: intl.formatMessage(messages.drafts) },
      ]}
      data-testid="email-templates-view-switch"
    />
  );
}
