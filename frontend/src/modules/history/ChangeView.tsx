import { Anchor, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { defineMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { formatValue, normalizeField, type ValueFormatter } from './formatChange';
import { refName, refPath, type EntityRef } from './refPath';
import { isLongText } from './textDiff';
import { TextDiff } from './TextDiff';

const messages = {
  field: defineMessage<{ field: string }>({ id: 'history.change.field', defaultMessage: '{field}:' }),
  arrow: defineMessage({ id: 'history.change.arrow', defaultMessage: '→' }),
  none: defineMessage({ id: 'history.value.none', defaultMessage: '(none)' }),
};

/** One readable line the server sends: a label, and the text before and after. */
export interface ChangeLine {
  readonly label: string;
  readonly oldText?: string | null;
  readonly newText?: string | null;
}

/**
 * A recorded field change: raw values, and (issue 37 §2) the server's label, texts and, for a
 * list of items or a nested object, one line per item or field that changed.
 */
export interface Change {
  readonly field: string;
  readonly label?: string;
  readonly oldValue: unknown;
  readonly newValue: unknown;
  readonly oldText?: string | null;
  readonly newText?: string | null;
  readonly items?: readonly ChangeLine[];
  readonly oldRef?: EntityRef | null;
  readonly newRef?: EntityRef | null;
}

/** A referenced entity's name, linked to its page when it has one. */
export function RefLink({ entity }: { entity: EntityRef }) {
  const to = useLocalePath();
  const name = refName(entity);
  const path = entity.id ? refPath(entity.__typename, entity.id, entity) : null;
  if (name && path) {
    return (
      <Anchor component={Link} to={to(path)} size="sm" data-ref={entity.__typename}>
        {name}
      </Anchor>
    );
  }
  return <>{name ?? entity.id}</>;
}

function RefOrValue({ field, value, text, entity, formatValue: custom }: { field: string; value: unknown; text?: string | null; entity?: EntityRef | null; formatValue?: ValueFormatter }) {
  const intl = useIntl();
  if (entity && refName(entity)) return <RefLink entity={entity} />;
  // The server's text reads every value (names, labels, dates) in the reader's language.
  if (text !== undefined) return <>{text ?? intl.formatMessage(messages.none)}</>;
  return <>{formatValue(intl, field, value, custom)}</>;
}

/** "Label: old → new". */
function LineView({ line, field }: { line: ChangeLine; field: string }) {
  const intl = useIntl();
  const none = intl.formatMessage(messages.none);
  return (
    <Text size="sm" style={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }} data-testid="history-change" data-field={field}>
      {intl.formatMessage(messages.field, { field: line.label })} {line.oldText ?? none} {intl.formatMessage(messages.arrow)} {line.newText ?? none}
    </Text>
  );
}

/**
 * One recorded field change: "Label: old → new" (names linked), a text diff for long text, or
 * for a list of items (a workflow's steps) one line per item that changed.
 */
export function ChangeView({ change, formatValue: custom }: { change: Change; formatValue?: ValueFormatter }) {
  const intl = useIntl();
  const label = change.label ?? normalizeField(change.field);
  if (change.items && change.items.length > 0) {
    return (
      <>
        {change.items.map((line, index) => (
          <LineView key={`${line.label}-${index}`} line={line} field={change.field} />
        ))}
      </>
    );
  }
  if (!change.oldRef && !change.newRef && isLongText(change.oldValue, change.newValue)) {
    return <TextDiff label={label} oldText={(change.oldValue as string | null) ?? ''} newText={(change.newValue as string | null) ?? ''} />;
  }
  const from: ReactElement = <RefOrValue field={change.field} value={change.oldValue} text={change.label ? change.oldText : undefined} entity={change.oldRef} formatValue={custom} />;
  const to: ReactElement = <RefOrValue field={change.field} value={change.newValue} text={change.label ? change.newText : undefined} entity={change.newRef} formatValue={custom} />;
  return (
    <Text size="sm" style={{ wordBreak: 'break-word' }} data-testid="history-change" data-field={change.field}>
      {intl.formatMessage(messages.field, { field: label })} {from} {intl.formatMessage(messages.arrow)} {to}
    </Text>
  );
}

/** The changes worth showing: not the entity's own id, and not those that read the same before and after. */
export function visibleChanges<C extends Change>(intl: IntlShape, changes: readonly C[], custom?: ValueFormatter): C[] {
  return changes.filter((change) => {
    if (normalizeField(change.field) === 'id') return false;
    if (change.items && change.items.length > 0) return true;
    if ((change.oldRef?.id ?? null) !== (change.newRef?.id ?? null)) return true;
    if (change.label) return (change.oldText ?? null) !== (change.newText ?? null);
    return formatValue(intl, change.field, change.oldValue, custom, { whole: true }) !== formatValue(intl, change.field, change.newValue, custom, { whole: true });
  });
}
