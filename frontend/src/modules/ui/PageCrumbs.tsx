import { Anchor, Breadcrumbs, Text, type BreadcrumbsProps } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { commonMessages } from './commonMessages';

/** A step of the trail: its words and its locale path. */
export interface Crumb {
  label: string;
  to: string;
}

interface Props extends Omit<BreadcrumbsProps, 'children'> {
  /** The places above this page, each a link (a long record name is cut like `here`). */
  links: readonly Crumb[];
  /** This page's own name (a record's name or title), last and not a link; long names are cut with the whole name as a tooltip. */
  here?: string;
}

/** The trail above a page's heading (issue 32: one breadcrumb for every page). */
export function PageCrumbs({ links, here, ...props }: Props) {
  const intl = useIntl();
  return (
    <Breadcrumbs aria-label={intl.formatMessage(commonMessages.breadcrumbs)} {...props}>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} truncate="end" maw={{ base: 220, sm: 560 }} title={link.label}>
          {link.label}
        </Anchor>
      ))}
      {here !== undefined && (
        <Text span size="sm" truncate="end" maw={{ base: 220, sm: 560 }} title={here}>
          {here}
        </Text>
      )}
    </Breadcrumbs>
  );
}
