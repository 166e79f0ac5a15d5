import { Anchor, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { defineMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { fieldLabel, formatValue, normalizeField, type ValueFormatter } from './formatChange';
import { refName, refPath, type EntityRef } from './refPath';
import { isLongText } from './textDiff';
import { TextDiff } from './TextDiff';

const messages = {
  field: defineMessage<{ field: string }>({ id: 'history.change.field', defaultMessage: '{field}:' }),
  arrow: defineMessage({ id: 'history.change.arrow', defaultMessage: '→' }),
};

export interface Change {
  readonly field: string;
  readonly oldValue: unknown;
  readonly newValue: unknown;
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

function RefOrValue({ field, value, entity, formatValue: custom }: { field: string; value: unknown; entity?: EntityRef | null; formatValue?: ValueFormatter }) {
  const intl = useIntl();
  if (entity && refName(entity)) return <RefLink entity={entity} />;
  return <>{formatValue(intl, field, value, custom)}</>;
}

/** One recorded field change: "Field: old → new" (names linked), or a text diff for long text. */
export function ChangeView({ change, formatValue: custom }: { change: Change; formatValue?: ValueFormatter }) {
  const intl = useIntl();
  const label = fieldLabel(intl, change.field);
  if (!change.oldRef && !change.newRef && isLongText(change.oldValue, change.newValue)) {
    return <TextDiff label={label} oldText={(change.oldValue as string | null) ?? ''} newText={(change.newValue as string | null) ?? ''} />;
  }
  const from: ReactElement = <RefOrValue field={change.field} value={change.oldValue} entity={change.oldRef} formatValue={custom} />;
  const to: ReactElement = <RefOrValue field={change.field} value={change.newValue} entity={change.newRef} formatValue={custom} />;
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
    if ((change.oldRef?.id ?? null) !== (change.newRef?.id ?? null)) return true;
    return formatValue(intl, change.field, change.oldValue, custom, { whole: true }) !== formatValue(intl, change.field, change.newValue, custom, { whole: true });
  });
}
