import { Anchor, Badge, Card, Grid, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { HistoryPanel } from '@/modules/history/HistoryPanel';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { DeletedReference } from '@/modules/trash/DeletedReference';
import { AuthorLink } from '@/modules/ui/DetailFacts';
import { formatDateTime, formatRelative, isoDateTime } from '@/modules/ui/formatDate';
import { useTagFormChoices } from '@/modules/tags/useTagFormChoices';
import { DetailField } from '@/modules/ui/DetailFacts';
import { DetailHeader } from '@/modules/ui/detail/DetailHeader';
import { EmailJobActions } from './EmailJobActions';
import { emailTemplatePath, jobKind } from './emailPaths';
import { EmailPreviewFrame } from './EmailPreviewFrame';
import { EmailReportSummary } from './EmailReportSummary';
import { emailJobStatus, emailTemplateStatus } from './emailStatuses';
import { EmailStatusBadge } from './EmailStatusBadge';
import { useEmailValueFormatter } from './emailValueFormatter';
import { formatFileSize } from './formatFileSize';
import type { EmailJobDetail_job$key } from './__generated__/EmailJobDetail_job.graphql';
import type { EmailJobDetail_query$key } from './__generated__/EmailJobDetail_query.graphql';

const messages = defineMessages({
  single: { id: 'email.job.kind.single', defaultMessage: 'Individual email' },
  batch: { id: 'email.job.kind.batch', defaultMessage: 'Batch email' },
  sender: { id: 'email.job.form.sender', defaultMessage: 'Sender' },
  senderValue: defineMessage<{ name: string; email: string }>({ id: 'email.job.sender', defaultMessage: '{name} <{email}>' }),
  to: { id: 'email.field.targetEmails', defaultMessage: 'To' },
  cc: { id: 'email.field.ccEmails', defaultMessage: 'Cc' },
  bcc: { id: 'email.field.bccEmails', defaultMessage: 'Bcc' },
  stages: { id: 'email.batch.stages', defaultMessage: 'Deal stages' },
  conditionTags: { id: 'email.batch.tags', defaultMessage: 'Organization tags' },
  anyTag: { id: 'email.batch.anyTag', defaultMessage: 'Any organization' },
  template: { id: 'email.job.detail.template', defaultMessage: 'Template' },
  tags: { id: 'email.field.tagNames', defaultMessage: 'Tags' },
  scheduledSendTime: { id: 'email.field.scheduledSendTime', defaultMessage: 'Send time' },
  queuedAt: { id: 'email.field.queuedAt', defaultMessage: 'Queued' },
  completedAt: { id: 'email.field.completedAt', defaultMessage: 'Completed' },
  author: { id: 'email.field.author', defaultMessage: 'Author' },
  createdAt: { id: 'email.field.createdAt', defaultMessage: 'Created' },
  updatedAt: { id: 'email.field.updatedAt', defaultMessage: 'Updated' },
  none: { id: 'email.value.none', defaultMessage: '—' },
  attachments: { id: 'email.attachments.label', defaultMessage: 'Attachments' },
  noAttachments: { id: 'email.job.detail.noAttachments', defaultMessage: 'No attachments.' },
  file: { id: 'email.attachments.file', defaultMessage: 'File' },
  size: { id: 'email.attachments.size', defaultMessage: 'Size' },
  report: { id: 'email.report.title', defaultMessage: 'Report' },
});

interface Props {
  job: EmailJobDetail_job$key;
  query: EmailJobDetail_query$key;
  /** Shown between the report and the history: the recipients table. */
  children?: ReactNode;
}

/**
 * A job: subject, status badge (Draft, Scheduled, Queued, Completed: they move live), sender,
 * recipients or a batch's audience, template, tags, times, attachments, the report's counts and
 * the preview; Schedule / Cancel schedule and the report; the recipients (`children`) and the
 * history. Live through `emailJobChanged`.
 */
export function EmailJobDetail({ job, query, children }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment EmailJobDetail_job on EmailJob {
        id
        kind
        status
        statusId
        version
        viewerCanChange
        viewerCanDuplicate
        ...useEmailJobDraft_job @relay(mask: false)
        deletedTemplate {
          ...DeletedReference_reference
        }
        template {
          name
          status
        }
        queuedAt
        completedAt
        createdAt
        updatedAt
        author {
          id
          name
        }
        ...EmailReportSummary_job
      }
    `,
    job,
  );
  const options = useFragment(
    graphql`
      fragment EmailJobDetail_query on Query {
        dealStatuses {
          statusId
          label
        }
        ...useTagFormChoices_query
      }
    `,
    query,
  );
  const kind = jobKind(data.kind) ?? 'SINGLE';
  const none = intl.formatMessage(messages.none);
  const moment = (value: string | null | undefined) =>
    value ? (
      <Text size="sm" component="time" dateTime={isoDateTime(value)} title={formatRelative(intl, value)}>
        {formatDateTime(intl, value)}
      </Text>
    ) : (
      <Text size="sm" c="dimmed">
        {none}
      </Text>
    );
  const addresses = (list: readonly string[]) =>
    list.length ? (
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {list.join(', ')}
      </Text>
    ) : (
      <Text size="sm" c="dimmed">
        {none}
      </Text>
    );
  const stageLabels = useMemo(() => new Map(options.dealStatuses.map((status) => [status.statusId, status.label])), [options.dealStatuses]);
  const tagNames = useTagFormChoices(options).names;
  const status = emailJobStatus(data.status);
  const names = useMemo(
    () => ({
      ids: new Map<string, string>([...tagNames, ...(data.template ? [[data.template.id, data.template.name] as [string, string]] : [])]),
      dealStatuses: stageLabels,
    }),
    [tagNames, stageLabels, data.template],
  );
  const formatValue = useEmailValueFormatter('job', names);

  return (
    <Stack gap="lg">
      <DetailHeader
        title={data.subject}
        titleTestId="email-job-subject"
        below={
          <Group gap="xs">
            <EmailStatusBadge option={status} size="lg" data-testid="email-job-status" />
            <Text size="sm" c="dimmed">
              {intl.formatMessage(kind === 'BATCH' ? messages.batch : messages.single)}
            </Text>
          </Group>
        }
        wrapActions
        actions={
          <EmailJobActions
            jobId={data.id}
            kind={kind}
            status={data.status}
            canChange={data.viewerCanChange}
            canDuplicate={data.viewerCanDuplicate}
            scheduledSendTime={data.scheduledSendTime ?? null}
            subject={data.subject}
            version={data.version}
          />
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="lg">
            <Card withBorder radius="md">
              <Stack gap="md">
                <DetailField label={intl.formatMessage(messages.sender)}>
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>
                    {intl.formatMessage(messages.senderValue, { name: data.senderName, email: data.senderEmail })}
                  </Text>
                </DetailField>
                {kind === 'SINGLE' ? (
                  <>
                    <DetailField label={intl.formatMessage(messages.to)}>{addresses(data.targetEmails)}</DetailField>
                    {data.ccEmails.length > 0 && <DetailField label={intl.formatMessage(messages.cc)}>{addresses(data.ccEmails)}</DetailField>}
                    {data.bccEmails.length > 0 && <DetailField label={intl.formatMessage(messages.bcc)}>{addresses(data.bccEmails)}</DetailField>}
                  </>
                ) : (
                  <>
                    <DetailField label={intl.formatMessage(messages.stages)}>
                      <Group gap={4} data-testid="email-job-stages">
                        {(data.conditions?.dealStatusIds ?? []).map((id) => (
                          <Badge key={id} variant="light" color="gray" tt="none">
                            {stageLabels.get(id) ?? String(id)}
                          </Badge>
                        ))}
                      </Group>
                    </DetailField>
                    <DetailField label={intl.formatMessage(messages.conditionTags)}>
                      {data.conditions?.tagIds.length ? (
                        <Group gap={4}>
                          {data.conditions.tagIds.map((id) => (
                            <Badge key={id} variant="outline" color="gray" tt="none">
                              {tagNames.get(id) ?? id}
                            </Badge>
                          ))}
                        </Group>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {intl.formatMessage(messages.anyTag)}
                        </Text>
                      )}
                    </DetailField>
                  </>
                )}
                <Group gap="xl" wrap="wrap" align="flex-start">
                  <DetailField label={intl.formatMessage(messages.template)}>
                    {data.template ? (
                      <Group gap={6}>
                        <Anchor component={Link} to={to(emailTemplatePath(data.template.id))} size="sm">
                          {data.template.name}
                        </Anchor>
                        <EmailStatusBadge option={emailTemplateStatus(data.template.status)} size="xs" />
                      </Group>
                    ) : data.deletedTemplate ? (
                      <DeletedReference reference={data.deletedTemplate} />
                    ) : (
                      <Text size="sm" c="dimmed">
                        {none}
                      </Text>
                    )}
                  </DetailField>
                  <DetailField label={intl.formatMessage(messages.tags)}>
                    {data.tagNames.length ? (
                      <Group gap={4}>
                        {data.tagNames.map((tag) => (
                          <Badge key={tag} variant="outline" color="gray" tt="none">
                            {tag}
                          </Badge>
                        ))}
                      </Group>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {none}
                      </Text>
                    )}
                  </DetailField>
                </Group>
                <Group gap="xl" wrap="wrap" align="flex-start">
                  <DetailField label={intl.formatMessage(messages.scheduledSendTime)}>{moment(data.scheduledSendTime)}</DetailField>
                  <DetailField label={intl.formatMessage(messages.queuedAt)}>{moment(data.queuedAt)}</DetailField>
                  <DetailField label={intl.formatMessage(messages.completedAt)}>{moment(data.completedAt)}</DetailField>
                </Group>
                <Group gap="xl" wrap="wrap" align="flex-start">
                  <DetailField label={intl.formatMessage(messages.author)}>
                    <AuthorLink author={data.author} />
                  </DetailField>
                  <DetailField label={intl.formatMessage(messages.createdAt)}>{moment(data.createdAt)}</DetailField>
                  <DetailField label={intl.formatMessage(messages.updatedAt)}>{moment(data.updatedAt)}</DetailField>
                </Group>
              </Stack>
            </Card>
            <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.attachments)} data-testid="email-job-attachments">
              <Group gap={6}>
                <IconPaperclip size={18} aria-hidden />
                <Title order={3} size="h5">
                  {intl.formatMessage(messages.attachments)}
                </Title>
              </Group>
              {data.attachments.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {intl.formatMessage(messages.noAttachments)}
                </Text>
              ) : (
                <Table verticalSpacing={4} aria-label={intl.formatMessage(messages.attachments)}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{intl.formatMessage(messages.file)}</Table.Th>
                      <Table.Th>{intl.formatMessage(messages.size)}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.attachments.map((attachment) => (
                      <Table.Tr key={attachment.id}>
                        <Table.Td style={{ wordBreak: 'break-all' }} title={attachment.contentType}>
                          {attachment.name}
                        </Table.Td>
                        <Table.Td>{formatFileSize(intl, attachment.size)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <EmailPreviewFrame subject={data.subject} html={data.html} senderName={data.senderName} recipients={kind === 'SINGLE' ? data.targetEmails : null} />
        </Grid.Col>
      </Grid>
      <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.report)}>
        <Title order={3} size="h4">
          {intl.formatMessage(messages.report)}
        </Title>
        <EmailReportSummary job={data} />
      </Stack>
      {children}
      <HistoryPanel nodeId={data.id} reloadKey={data.version} formatValue={formatValue} />
    </Stack>
  );
}
