import { Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { ImportWizard } from '@/modules/import/ImportWizard';
import { importLists, isImportType } from '@/modules/import/importMapping';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { usePageData } from '@/modules/routing/usePageData';
import { PageFrame } from '@/modules/ui/PageFrame';
import { ImportPageQuery } from './ImportPageQuery';
import type { ImportPageQuery as Query } from './__generated__/ImportPageQuery.graphql';

const messages = defineMessages({
  title: defineMessage<{ kind: string }>({ id: 'import.page.title', defaultMessage: 'Import {kind} from CSV' }),
  intro: {
    id: 'import.page.intro',
    defaultMessage: 'Nothing is written until you import: first map the columns and check every row in the preview. Importing the same file again changes nothing.',
  },
  notFound: { id: 'import.page.notFound', defaultMessage: 'There is no import of this kind.' },
  denied: { id: 'import.page.denied', defaultMessage: 'You may not import this kind of record.' },
});

/** The page of an importable kind the reader may import. */
function ImportKindPage({ kind }: { kind: Query['response']['importKinds'][number] }) {
  const intl = useIntl();
  const to = useLocalePath();
  const title = intl.formatMessage(messages.title, { kind: kind.label });
  usePageTitle(title);
  const list = isImportType(kind.type) ? importLists[kind.type] : '/';
  return (
    <PageFrame links={[{ label: kind.label, to: to(list) }]} title={title}>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(messages.intro)}
      </Text>
      <ImportWizard key={kind.type} kind={kind} />
    </PageFrame>
  );
}

/**
 * /import/:type (issue 35 §3): a CSV import of organizations (with their contacts), tasks,
 * issues or members. A kind the app cannot import is not found; one the reader may not import
 * (the server does not list it) is refused.
 */
export function ImportPage() {
  const intl = useIntl();
  const { type } = useParams();
  const { data } = usePageData<Query>(ImportPageQuery);
  // The route's error screen shows these (the error screen itself is in the entry chunk).
  if (!isImportType(type)) throw new HttpError(404, intl.formatMessage(messages.notFound));
  const kind = data.importKinds.find((candidate) => candidate.type === type);
  if (!kind) throw new HttpError(403, intl.formatMessage(messages.denied));
  return <ImportKindPage kind={kind} />;
}
