import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import { emailTemplateSort } from './emailTemplateListParams';
import type { useCreateEmailTemplateMutation } from './__generated__/useCreateEmailTemplateMutation.graphql';

const mutation = graphql`
  mutation useCreateEmailTemplateMutation($input: CreateEmailTemplateInput!) {
    createEmailTemplate(input: $input) {
      emailTemplate {
        id
        status
        ...EmailTemplateRow_template
      }
    }
  }
`;

const orderBy = { field: emailTemplateSort.defaultField, direction: emailTemplateSort.natural[emailTemplateSort.defaultField] };

/** The unfiltered template list and the drafts list as the store keys them, whether or not they are on screen. */
const allTemplatesId = ConnectionHandler.getConnectionID(ROOT_ID, 'EmailTemplateList_emailTemplates', { filter: {}, orderBy });
const draftTemplatesId = ConnectionHandler.getConnectionID(ROOT_ID, 'EmailTemplateList_emailTemplates', { filter: { status: 'DRAFT' }, orderBy });

/**
 * createEmailTemplate. The new template is put at the top of the unfiltered list (and of the
 * drafts, for a draft) if the store holds them, so going back shows it at once; the lists'
 * `emailTemplatesChanged` updater skips it as already listed.
 */
export function useCreateEmailTemplate() {
  return useStoreMutation<useCreateEmailTemplateMutation>(mutation, (store, data) => {
    const template = data?.createEmailTemplate.emailTemplate;
    if (template) {
      insertNode(store, allTemplatesId, template.id, 'EmailTemplateEdge');
      if (template.status === 'DRAFT') insertNode(store, draftTemplatesId, template.id, 'EmailTemplateEdge');
    }
  });
}
