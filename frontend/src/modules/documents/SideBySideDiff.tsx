import { Box, VisuallyHidden } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { sideBySide, type DiffLine } from './revisionDiff';
import './documents.css';

const messages = defineMessages({
  removed: { id: 'history.diff.removed', defaultMessage: 'removed' },
  added: { id: 'history.diff.added', defaultMessage: 'added' },
  folded: defineMessage<{ lines: number }>({ id: 'history.diff.folded', defaultMessage: '… {lines, plural, one {# unchanged line} other {# unchanged lines}} …' }),
});

interface Props {
  oldLabel: string;
  newLabel: string;
  oldText: string;
  newText: string;
}

/** Keeps an empty line as tall as the others. */
const nbsp = '\u00a0';

function Cell({ line }: { line: DiffLine | null }) {
  const intl = useIntl();
  if (!line) return <td className="doc-diff-cell doc-diff-empty" colSpan={2} />;
  return (
    <>
      <td className="doc-diff-number" aria-hidden>
        {line.number}
      </td>
      <td className={`doc-diff-cell doc-diff-${line.kind}`} data-kind={line.kind}>
        {line.kind !== 'same' && <VisuallyHidden>{intl.formatMessage(line.kind === 'added' ? messages.added : messages.removed)}</VisuallyHidden>}
        {line.text || nbsp}
      </td>
    </>
  );
}

/** Two versions of a text beside each other, line by line, changes marked. */
export function SideBySideDiff({ oldLabel, newLabel, oldText, newText }: Props) {
  const intl = useIntl();
  const rows = sideBySide(oldText, newText);
  return (
    <Box className="doc-diff-box">
      <table className="doc-diff" data-testid="document-diff-side-by-side">
        <colgroup>
          <col className="doc-diff-number-col" />
          <col />
          <col className="doc-diff-number-col" />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th colSpan={2}>{oldLabel}</th>
            <th colSpan={2}>{newLabel}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) =>
            row.kind === 'folded' ? (
              <tr key={index}>
                <td colSpan={4} className="doc-diff-folded">
                  {intl.formatMessage(messages.folded, { lines: row.lines })}
                </td>
              </tr>
            ) : (
              <tr key={index}>
                <Cell line={row.left} />
                <Cell line={row.right} />
              </tr>
            ),
          )}
        </tbody>
      </table>
    </Box>
  );
}
