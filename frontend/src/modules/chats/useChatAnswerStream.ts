import { useEffect, useRef, useState } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import { resync } from '@/modules/relay/resync';
import { applyAnswerFrame } from './answerStreamStore';
import type { useChatAnswerStreamSubscription as Subscription } from './__generated__/useChatAnswerStreamSubscription.graphql';

const subscription = graphql`
  subscription useChatAnswerStreamSubscription($messageId: ID!) {
    chatAnswerStream(messageId: $messageId) {
      messageId
      seq
      kind
      text
      toolCall {
        ...ToolCallCard_call @relay(mask: false)
      }
      snapshot {
        id
        text
        status
        ...ChatMessageItem_message
      }
    }
  }
`;

/**
 * When the stream ended but the message still reads STREAMING (the room's notice, which brings
 * its final state, has not come): follow it again after these pauses, since a stream opened on a
 * finished answer starts with its final snapshot.
 */
const settleDelaysMs = [500, 1000, 2000, 4000, 8000];

/**
 * Follows a STREAMING answer (`chatAnswerStream`): a SNAPSHOT (the text and tool calls so far)
 * then deltas, applied to the ChatMessage record in the store by the subscription's updater
 * (text appended, tool calls placed), duplicates and stale frames dropped by `seq`. A lost frame
 * or a server read that replaced the text starts the stream again from a new snapshot; so does
 * a socket reconnect. Its final state comes with the room's notice (`chatRoomChanged`), or failing
 * that from a stream opened again.
 */
export function useChatAnswerStream(messageId: string, streaming: boolean): void {
  const environment = useRelayEnvironment();
  const [generation, setGeneration] = useState(0);
  const settleAttempts = useRef(0);
  useEffect(() => {
    if (!streaming) {
      settleAttempts.current = 0;
      return;
    }
    let active = true;
    let timer: number | null = null;
    const restart = () => {
      if (active) setGeneration((value) => value + 1);
    };
    // The stream ended: once the final state is in the store this effect ends with it; else look again.
    const settle = () => {
      if (!active || timer !== null || settleAttempts.current >= settleDelaysMs.length) return;
      const delay = settleDelaysMs[settleAttempts.current];
      settleAttempts.current += 1;
      timer = window.setTimeout(() => {
        timer = null;
        const record = environment.getStore().getSource().get(messageId);
        if (record?.status === 'STREAMING') restart();
      }, delay);
    };
    const subscriptionHandle = requestSubscription<Subscription>(environment, {
      subscription,
      variables: { messageId },
      updater: (store) => {
        const outcome = applyAnswerFrame(store, messageId);
        // Not from inside the store's update: once it has been published.
        if (outcome === 'gap') queueMicrotask(restart);
        else if (outcome === 'finished') queueMicrotask(settle);
      },
      onCompleted: settle,
      onError: (error) => {
        console.warn('chatAnswerStream ended', error);
        settle();
      },
    });
    const stopResync = resync.subscribe(restart);
    return () => {
      active = false;
      stopResync();
      if (timer !== null) window.clearTimeout(timer);
      subscriptionHandle.dispose();
    };
  }, [environment, messageId, streaming, generation]);
}
