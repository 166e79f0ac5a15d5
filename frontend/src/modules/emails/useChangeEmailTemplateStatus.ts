import { graphql, useMutation } from 'react-relay';
import type { useChangeEmailTemplateStatusMutation } from './__generated__/useChangeEmailTemplateStatusMutation.graphql';

const mutation = graphql`
  mutation useChangeEmailTemplateStatusMutation($input: ChangeEmailTemplateStatusInput!) {
    changeEmailTemplateStatus(input: $input) {
      emailTemplate {
        id
        ...EmailTemplateDetail_template
        ...EmailTemplateForm_template
        ...EmailTemplateRow_template
      }
    }
  }
`;

/** changeEmailTemplateStatus: draft ↔ active ('Current status is same to new status' when it is already). */
export function useChangeEmailTemplateStatus() {
  return useMutation<useChangeEmailTemplateStatusMutation>(mutation);
}
