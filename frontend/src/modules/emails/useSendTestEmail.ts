import { graphql, useMutation } from 'react-relay';
import type { useSendTestEmailMutation } from './__generated__/useSendTestEmailMutation.graphql';

const mutation = graphql`
  mutation useSendTestEmailMutation($input: SendTestEmailInput!) {
    sendTestEmail(input: $input) {
      sentTo
      renderedAs
    }
  }
`;

/** sendTestEmail (issue 37 §6): the form's message, as its first recipient would get it, to the signed-in user only; it counts in no report. */
export function useSendTestEmail() {
  return useMutation<useSendTestEmailMutation>(mutation);
}
