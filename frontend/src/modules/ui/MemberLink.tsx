import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';

interface Props extends AnchorProps {
  member: { readonly id: string; readonly name: string };
  /** What the link says, if not the member's name ("Completed by …"). */
  children?: ReactNode;
  'data-testid'?: string;
}

/** A link to a member's page in the reader's locale, small unless told (issue 32: one link for an owner, who completed a step, …). */
export function MemberLink({ member, children, size = 'sm', ...props }: Props) {
  const to = useLocalePath();
  return (
    <Anchor component={Link} to={to(`/members/${encodeURIComponent(member.id)}`)} size={size} {...props}>
      {children ?? member.name}
    </Anchor>
  );
}
