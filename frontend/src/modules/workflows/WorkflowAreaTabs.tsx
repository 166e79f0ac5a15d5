import { Tabs } from '@mantine/core';
import { IconListDetails, IconTemplate } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { workflowInstancesPath, workflowTemplatesPath } from './workflowPaths';

const messages = defineMessages({
  label: { id: 'workflow.tabs.label', defaultMessage: 'Workflows' },
  instances: { id: 'workflow.tabs.instances', defaultMessage: 'Instances' },
  templates: { id: 'workflow.tabs.templates', defaultMessage: 'Templates' },
});

/** The area's two lists, side by side as tabs (instances, templates): each a link to its page. */
export function WorkflowAreaTabs({ active }: { active: 'instances' | 'templates' }) {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const paths = { instances: workflowInstancesPath, templates: workflowTemplatesPath } as const;
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        if ((value === 'instances' || value === 'templates') && value !== active) void navigate(to(paths[value]));
      }}
      mb="md"
    >
      <Tabs.List aria-label={intl.formatMessage(messages.label)}>
        <Tabs.Tab value="instances" leftSection={<IconListDetails size={16} aria-hidden />} data-testid="workflow-tab-instances">
          {intl.formatMessage(messages.instances)}
        </Tabs.Tab>
        <Tabs.Tab value="templates" leftSection={<IconTemplate size={16} aria-hidden />} data-testid="workflow-tab-templates">
          {intl.formatMessage(messages.templates)}
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
