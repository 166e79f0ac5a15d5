import { Card, Code, Collapse, Grid, Group, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconChevronRight, IconSend } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { HistoryPanel } from '@/modules/history/HistoryPanel';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { useShowError } from '@/modules/relay/showFailure';
import { DeleteButton } from '@/modules/trash/DeleteButton';
import { DetailField } from '@/modules/ui/DetailFacts';
import { LinkButton } from '@/modules/ui/LinkButton';
import { AuthoredFacts } from '@/modules/ui/detail/AuthoredFacts';
import { DetailHeader } from '@/modules/ui/detail/DetailHeader';
import { EditButton } from '@/modules/ui/detail/EditButton';
import { EmailPreviewFrame } from './EmailPreviewFrame';
import { emailTemplateStatus } from './emailStatuses';
import { EmailStatusBadge } from './EmailStatusBadge';
import { useEmailValueFormatter } from './emailValueFormatter';
import { useChangeEmailTemplateStatus } from './useChangeEmailTemplateStatus';
import type { EmailTemplateDetail_template$key } from './__generated__/EmailTemplateDetail_template.graphql';

const messages = defineMessages({
  use: { id: 'email.template.detail.use', defaultMessage: 'Write an email with it' },
  subject: { id: 'email.field.subject', defaultMessage: 'Subject' },
  status: { id: 'email.field.status', defaultMessage: 'Status' },
  active: { id: 'email.status.active', defaultMessage: 'Active' },
  activated: { id: 'email.template.detail.activated', defaultMessage: 'The template is active.' },
  drafted: { id: 'email.template.detail.drafted', defaultMessage: 'The template is a draft again.' },
  author: { id: 'email.field.author', defaultMessage: 'Author' },
  source: { id: 'email.template.detail.source', defaultMessage: 'HTML source' },
});

/**
 * A template: name, subject, status (a Draft/Active toggle), author and times; the preview (a
 * sandboxed frame) and the HTML source; Edit; Delete to the trash with Undo (issue 35); history.
 * Live through `emailTemplateChanged`.
 */
export function EmailTemplateDetail({ template }: { template: EmailTemplateDetail_template$key }) {
  const intl = useIntl();
  const showError = useShowError();
  const to = useLocalePath();
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment EmailTemplateDetail_template on EmailTemplate {
        id
        name
        subject
        html
        status
        version
        createdAt
        updatedAt
        author {
          id
          name
        }
      }
    `,
    template,
  );
  const [change, changing] = useChangeEmailTemplateStatus();
  const [sourceOpen, { toggle: toggleSource }] = useDisclosure(false);
  const formatValue = useEmailValueFormatter('template');
  const active = data.status === 'ACTIVE';
  const onToggle = (next: boolean) =>
    change({
      variables: { input: { id: data.id, status: next ? 'ACTIVE' : 'DRAFT' } },
      onCompleted: () => void notifications.show({ color: 'green', message: intl.formatMessage(next ? messages.activated : messages.drafted) }),
      onError: showError,
    });

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Stack gap="lg">
          <DetailHeader
            title={data.name}
            titleTestId="email-template-name"
            below={<EmailStatusBadge option={emailTemplateStatus(data.status)} data-testid="email-template-status" />}
            wrapActions
            actions={
              <>
                {active && (
                  <LinkButton
                    to={`${to('/email-jobs/new')}?template=${encodeURIComponent(data.id)}`}
                    variant="default"
                    leftSection={<IconSend size={16} aria-hidden />}
                    data-testid="email-template-use"
                  >
                    {intl.formatMessage(messages.use)}
                  </LinkButton>
                )}
                <EditButton to={to(`/email-templates/${encodeURIComponent(data.id)}/edit`)} data-testid="email-template-edit" />
                {/* Whoever may edit it (every staff member) may delete it, to the trash with Undo (issue 35); the server refuses one that a job still to be sent uses, and the dialog says which. */}
                <DeleteButton id={data.id} version={data.version} name={data.name} onDeleted={() => void navigate(to(active ? '/email-templates' : '/draft-email-templates'))} />
              </>
            }
          />
          <Card withBorder radius="md">
            <Stack gap="md">
              <DetailField label={intl.formatMessage(messages.subject)}>
                <Text style={{ wordBreak: 'break-word' }} data-testid="email-template-subject">
                  {data.subject}
                </Text>
              </DetailField>
              <DetailField label={intl.formatMessage(messages.status)}>
                <Switch
                  label={intl.formatMessage(messages.active)}
                  checked={active}
                  disabled={changing}
                  onChange={(event) => onToggle(event.currentTarget.checked)}
                  data-testid="email-template-active"
                />
              </DetailField>
              <AuthoredFacts author={data.author} authorLabel={intl.formatMessage(messages.author)} record={data} />
              <Stack gap={6}>
                <UnstyledButton onClick={toggleSource} aria-expanded={sourceOpen}>
                  <Group gap={4}>
                    {sourceOpen ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
                    <Text size="sm" fw={500}>
                      {intl.formatMessage(messages.source)}
                    </Text>
                  </Group>
                </UnstyledButton>
                <Collapse expanded={sourceOpen}>
                  <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxHeight: 420, overflow: 'auto' }} data-testid="email-template-source">
                    {data.html}
                  </Code>
                </Collapse>
              </Stack>
            </Stack>
          </Card>
          <HistoryPanel nodeId={data.id} reloadKey={data.version} formatValue={formatValue} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <EmailPreviewFrame subject={data.subject} html={data.html} height={560} />
      </Grid.Col>
    </Grid>
  );
}
