import { Progress } from '@mantine/core';
import { useSyncExternalStore } from 'react';

interface Activity {
  inFlight: number;
  fraction: number | null;
}

interface Props {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => Activity;
}

/** A thin bar at the top of the window while requests are in flight. */
export function RequestProgressBar({ subscribe, getSnapshot }: Props) {
  const activity = useSyncExternalStore(subscribe, getSnapshot);
  if (activity.inFlight === 0) return null;
  const value = activity.fraction === null ? 100 : Math.max(10, activity.fraction * 100);
  return (
    <Progress
      value={value}
      animated={activity.fraction === null}
      size={3}
      radius={0}
      aria-hidden
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
