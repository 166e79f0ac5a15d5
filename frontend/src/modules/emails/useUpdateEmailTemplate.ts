import { graphql, useMutation } from 'react-relay';
import type { useUpdateEmailTemplateMutation } from './__generated__/useUpdateEmailTemplateMutation.graphql';

const mutation = graphql`
  mutation useUpdateEmailTemplateMutation($input: UpdateEmailTemplateInput!) {
    updateEmailTemplate(input: $input) {
      emailTemplate {
        id
        ...EmailTemplateForm_template
        ...EmailTemplateDetail_template
        ...EmailTemplateRow_template
      }
    }
  }
`;

/** updateEmailTemplate (the edit form): name, subject and HTML with `expectedVersion` (204.X000.004 when stale). */
export function useUpdateEmailTemplate() {
  return useMutation<useUpdateEmailTemplateMutation>(mutation);
}
