import { defineMessages } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { ViewSwitch } from '@/modules/ui/ViewSwitch';

const messages = defineMessages({
  label: { id: 'email.template.list.caption', defaultMessage: 'Email templates' },
  all: { id: 'email.template.view.all', defaultMessage: 'All templates' },
  drafts: { id: 'email.template.view.drafts', defaultMessage: 'Drafts' },
});

/** All templates (/email-templates) or the drafts (/draft-email-templates): two routes, pushed so Back returns. */
export function EmailTemplatesViewSwitch({ drafts }: { drafts: boolean }) {
  const to = useLocalePath();
  return (
    <ViewSwitch
      view={drafts ? 'drafts' : 'all'}
      views={['all', 'drafts']}
      messages={messages}
      to={(value) => to(value === 'drafts' ? '/draft-email-templates' : '/email-templates')}
      data-testid="email-templates-view-switch"
    />
  );
}
