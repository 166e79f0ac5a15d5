import { defineMessages } from 'react-intl';

/** The organizations area's words that several of its screens show, one key each: import these rather than defining them again. */
export const organizationMessages = defineMessages({
  dealStatus: { id: 'organization.field.dealStatus', defaultMessage: 'Deal status' },
  dealValue: { id: 'organization.field.dealValue', defaultMessage: 'Deal value' },
  description: { id: 'organization.field.description', defaultMessage: 'Description' },
  filterKeywordPlaceholder: { id: 'organization.filter.keywordPlaceholder', defaultMessage: 'Name or website' },
  memberEmail: { id: 'organization.member.email', defaultMessage: 'Email' },
  memberName: { id: 'organization.member.name', defaultMessage: 'Name' },
  memberPhone: { id: 'organization.member.phone', defaultMessage: 'Phone' },
  memberTitle: { id: 'organization.member.title', defaultMessage: 'Title' },
  name: { id: 'organization.field.name', defaultMessage: 'Name' },
  noOwner: { id: 'organization.noOwner', defaultMessage: 'No owner' },
  organizationDetailNotFound: { id: 'page.organizationDetail.notFound', defaultMessage: 'Organization not found' },
  organizationsTitle: { id: 'page.organizations.title', defaultMessage: 'Organizations' },
  owner: { id: 'organization.field.owner', defaultMessage: 'Owner' },
  pipelineReportTitle: { id: 'page.pipelineReport.title', defaultMessage: 'Pipeline report' },
  stagesCaption: { id: 'organization.stages.caption', defaultMessage: 'Stage history' },
  tags: { id: 'organization.field.tags', defaultMessage: 'Tags' },
  timeInStage: { id: 'organization.field.timeInStage', defaultMessage: 'Time in stage' },
  website: { id: 'organization.field.website', defaultMessage: 'Website' },
});
