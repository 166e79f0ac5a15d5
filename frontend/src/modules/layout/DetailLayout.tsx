import type { ReactNode } from 'react';

interface Props {
  /** The record itself: title, badges, actions, description. */
  head: ReactNode;
  /** Its properties (status, priority, assignees…): beside the record on a wide screen, right after the head on a phone. */
  side: ReactNode;
  /** What happened to it: comments, history. Last on a phone. */
  activity: ReactNode;
}

/**
 * A detail page's layout (issue 37 §5): on a phone the properties come right after the record's
 * head, before the comments and the history (a phone user looks for status, priority and
 * assignees first); on a wide screen they stand in a column beside both. CSS only (`layout.css`).
 */
export function DetailLayout({ head, side, activity }: Props) {
  return (
    <div className="detail-layout">
      <div className="detail-layout-head">{head}</div>
      <div className="detail-layout-side">{side}</div>
      <div className="detail-layout-activity">{activity}</div>
    </div>
  );
}
