import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { AuthorLink, DetailField, RecordDates, type DateLabels } from '@/modules/ui/DetailFacts';
import type { DateValue } from '@/modules/ui/formatDate';

interface Props {
  /** Who wrote the record: their member page, or "System". */
  author: { readonly id: string; readonly name: string } | null | undefined;
  /** The author's label, in the area's words ("Created by", "Reporter"). */
  authorLabel: string;
  record: { readonly createdAt: DateValue; readonly updatedAt: DateValue };
  /** The dates' labels, when the area words them itself. */
  messages?: DateLabels;
  /** Facts between the author and the dates (an issue's tags). */
  children?: ReactNode;
}

/**
 * The row of facts a detail card ends with (issue 32: one detail frame): who wrote the record,
 * then when it was created and last changed, wrapping on a phone.
 */
export function AuthoredFacts({ author, authorLabel, record, messages: labels, children }: Props) {
  return (
    <Group gap="xl" wrap="wrap">
      <DetailField label={authorLabel}>
        <AuthorLink author={author} />
      </DetailField>
      {children}
      <RecordDates record={record} messages={labels} />
    </Group>
  );
}
