import type { ChatComposer } from '@/modules/chats/ChatComposer';
import { chatFileUploads } from '@/modules/chats/chatUploads';
import type { ChatPurpose } from '@/modules/chats/__generated__/useStartChatMutation.graphql';
import { useStartChat } from '@/modules/chats/useStartChat';
import { useShowError } from '@/modules/relay/showFailure';

type OnSend = Parameters<typeof ChatComposer>[0]['onSend'];

/**
 * The composer's first message as `startChat` with its files (issue 32: shared by /new-chat and
 * /documents/generate): `onStarted` gets the new room's id; a refusal is a red notification and
 * the composer keeps what was typed.
 */
export function useComposerStart(purpose: ChatPurpose, onStarted: (roomId: string) => void): [OnSend, boolean] {
  const showError = useShowError();
  const [start, inFlight] = useStartChat();
  const onSend: OnSend = (values, done) => {
    const uploads = chatFileUploads(values.files);
    start({
      variables: {
        input: {
          message: values.message,
          aiModelId: values.aiModelId,
          agentId: values.agentId,
          aiToolIds: values.aiToolIds,
          attachedDocuments: values.documents.map((document) => document.id),
          files: uploads.files,
          purpose,
        },
      },
      uploadables: uploads.uploadables,
      onCompleted: (response) => {
        done(true);
        onStarted(response.startChat.chatRoom.id);
      },
      onError: (error) => {
        done(false);
        showError(error);
      },
    });
  };
  return [onSend, inFlight];
}
