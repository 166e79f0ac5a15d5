import { MarkdownView } from '@/modules/markdown/MarkdownView';
import { useFrameThrottled } from './useFrameThrottled';

/** An answer's markdown (sanitized), re-rendered at most once per frame while it grows. */
export function ChatAnswerText({ text }: { text: string }) {
  const shown = useFrameThrottled(text);
  return <MarkdownView source={shown} />;
}
