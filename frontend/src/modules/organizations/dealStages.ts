import { defineMessages, type MessageDescriptor } from 'react-intl';
import { toned, type StatusTone } from '@/modules/ui/statusBadge';

const messages = defineMessages({
  lead: { id: 'organization.dealStage.lead', defaultMessage: 'Lead' },
  prospect: { id: 'organization.dealStage.prospect', defaultMessage: 'Prospect' },
  meetingScheduled: { id: 'organization.dealStage.meetingScheduled', defaultMessage: 'Meeting scheduled' },
  proposalSent: { id: 'organization.dealStage.proposalSent', defaultMessage: 'Proposal sent' },
  negotiation: { id: 'organization.dealStage.negotiation', defaultMessage: 'Negotiation' },
  contractSent: { id: 'organization.dealStage.contractSent', defaultMessage: 'Contract sent' },
  activeClient: { id: 'organization.dealStage.activeClient', defaultMessage: 'Active client' },
  lost: { id: 'organization.dealStage.lost', defaultMessage: 'Lost' },
  inactive: { id: 'organization.dealStage.inactive', defaultMessage: 'Inactive' },
  unknown: { id: 'organization.dealStage.unknown', defaultMessage: 'Unknown' },
});

export interface DealStage {
  /** The spec's id (`DealStatus.statusId`). */
  id: number;
  /** The spec's name (`DealStatus.name`). */
  name: string;
  /**
   * The stage's words, for where the server's label is not at hand (the gallery). Screens that
   * load `DealStatus.label` in the page's locale show that one; the texts are the same.
   */
  label: MessageDescriptor;
  /** Spec §9: the badge's tone; `color` is the tone's colour. */
  tone: StatusTone;
  color: string;
}

/**
 * Deal stages (spec §4), in the spec's (and the board's) order. Tones as a sales team reads a
 * pipeline: a lead not yet qualified is neutral; qualified work in progress (prospect, meeting
 * scheduled) is primary; the stages waiting on the customer's answer (proposal sent, negotiation,
 * contract sent) are warning, the ones to chase; a signed client is success and a lost deal
 * danger, the two outcomes never sharing a colour with anything; inactive (no current deal) is
 * neutral again.
 */
export const dealStages: readonly DealStage[] = [
  { id: 1, name: 'lead', label: messages.lead, ...toned('default') },
  { id: 2, name: 'prospect', label: messages.prospect, ...toned('primary') },
  { id: 3, name: 'meetingScheduled', label: messages.meetingScheduled, ...toned('primary') },
  { id: 4, name: 'proposalSent', label: messages.proposalSent, ...toned('warning') },
  { id: 5, name: 'negotiation', label: messages.negotiation, ...toned('warning') },
  { id: 6, name: 'contractSent', label: messages.contractSent, ...toned('warning') },
  { id: 7, name: 'activeClient', label: messages.activeClient, ...toned('success') },
  { id: 8, name: 'lost', label: messages.lost, ...toned('danger') },
  { id: 9, name: 'inactive', label: messages.inactive, ...toned('default') },
];

export function dealStage(id: number): DealStage {
  return dealStages.find((stage) => stage.id === id) ?? { id, name: 'unknown', label: messages.unknown, ...toned('default') };
}
