import { notifications } from '@mantine/notifications';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { NodeForm, type NodeFormSubmit } from '@/modules/applications/NodeForm';
import { applicationMessages } from '@/modules/applications/applicationMessages';
import { useCreateApplicationNode } from '@/modules/applications/useCreateApplicationNode';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { entityPage } from '@/modules/routing/EntityBoundary';
import { useFoundEntity } from '@/modules/routing/useFoundEntity';
import { usePageData } from '@/modules/routing/usePageData';
import { FormPage } from '@/modules/ui/form/FormPage';
import type { NewNodePageData } from './newNodePageLoader';
import { NewNodePageQuery } from './NewNodePageQuery';
import type { NewNodePageQuery as NewNodePageQueryType } from './__generated__/NewNodePageQuery.graphql';

const messages = defineMessages({
  titlePage: { id: 'page.newPage.title', defaultMessage: 'New Page' },
  submitPage: { id: 'page.newPage.submit', defaultMessage: 'Create page' },
  submitRequirement: { id: 'page.newRequirement.submit', defaultMessage: 'Create requirement' },
  created: { id: 'page.newNode.created', defaultMessage: 'Created.' },
});

function NewNode() {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { applicationId, tree, data } = usePageData<NewNodePageQueryType, NewNodePageData>(NewNodePageQuery);
  const [commit, inFlight] = useCreateApplicationNode();
  const title = intl.formatMessage(tree === 'PAGES' ? messages.titlePage : applicationMessages.newRequirementTitle);
  const application = useFoundEntity(data.application?.__typename === 'Application' ? data.application : null, title, intl.formatMessage(applicationMessages.notFound));
  // A node of this tree chosen beforehand ("Add inside"), whatever its kind: the server says
  // when it cannot have children.
  const parent = data.parent?.__typename === 'ApplicationNode' && data.parent.tree === tree ? { id: data.parent.id, name: data.parent.name, path: data.parent.path } : null;
  const back = to(`/applications/${encodeURIComponent(applicationId)}`);

  const submit: NodeFormSubmit = (values, _expectedVersion, { onError, onSaved }) => {
    commit({
      variables: {
        input: {
          applicationId,
          tree,
          kind: values.kind,
          parentId: values.parentId || null,
          name: values.name,
          content: values.content,
          statusId: values.statusId,
        },
      },
      onCompleted: (response) => {
        onSaved();
        notifications.show({ color: 'green', message: intl.formatMessage(messages.created) });
        // Back to the trees, with the way to the new node open.
        // In place of the form (replace), so Back after Save does not lead to it again (issue 37 §3).
        void navigate(back, { replace: true, state: { reveal: response.createApplicationNode.node.path.map((entry) => entry.id) } });
      },
      onError,
    });
  };

  return (
    <FormPage title={title} links={[{ label: intl.formatMessage(applicationMessages.listTitle), to: to('/applications') }, { label: application.applicationName, to: back }]} here={title} maw={1100}>
      <NodeForm
        applicationId={applicationId}
        tree={tree}
        parent={parent}
        submitLabel={intl.formatMessage(tree === 'PAGES' ? messages.submitPage : messages.submitRequirement)}
        inFlight={inFlight}
        onSubmit={submit}
        onCancel={() => void navigate(back)}
      />
    </FormPage>
  );
}

/** /applications/:applicationId/pages/new ('New Page') and /requirements/new ('New Requirements Page'). */
export const NewNodePage = entityPage<NewNodePageData>(NewNode, { module: 'L', resetKey: ({ applicationId, tree }) => `${applicationId}/${tree}` });
