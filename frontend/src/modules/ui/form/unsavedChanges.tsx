import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router';

// The question is rare: its code (a modal) loads when it is first asked, outside the initial bundle.
const UnsavedChangesDialog = lazy(() => import('./UnsavedChangesDialog').then((module) => ({ default: module.UnsavedChangesDialog })));

interface Flag {
  current: boolean;
}

interface Registry {
  /** Registers a form's "has unsaved changes" flag; returns its removal. */
  add: (flag: Flag) => () => void;
}

const UnsavedChangesContext = createContext<Registry | null>(null);

/**
 * Leaving a form with unsaved changes asks first (issue 37 §3), for every form of the pages inside
 * it (the signed-in layout holds one): a navigation inside the app to another page waits for the
 * user's answer (react-router's `useBlocker`: a router takes one blocker, so there is one here and
 * forms register with it), and closing or reloading the tab asks the browser's own question
 * (`beforeunload`). Changing only the query string (a tab, a filter) is not leaving.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const flags = useRef(new Set<Flag>());
  const anyUnsaved = useCallback(() => [...flags.current].some((flag) => flag.current), []);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
        currentLocation.pathname !== nextLocation.pathname && anyUnsaved(),
      [anyUnsaved],
    ),
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!anyUnsaved()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [anyUnsaved]);
  const registry = useMemo<Registry>(
    () => ({
      add: (flag) => {
        flags.current.add(flag);
        return () => void flags.current.delete(flag);
      },
    }),
    [],
  );
  return (
    <UnsavedChangesContext.Provider value={registry}>
      {children}
      {blocker.state === 'blocked' && (
        <Suspense fallback={null}>
          <UnsavedChangesDialog blocker={blocker} />
        </Suspense>
      )}
    </UnsavedChangesContext.Provider>
  );
}

/**
 * Declares whether a form has unsaved changes (under `UnsavedChangesGuard`; elsewhere nothing
 * asks). Returns `release`: call it when the changes were just saved, so the page's navigation
 * in the same tick (before the form renders as unchanged) is not held.
 */
export function useUnsavedChanges(dirty: boolean): () => void {
  const registry = useContext(UnsavedChangesContext);
  const flag = useRef<Flag>({ current: dirty });
  useEffect(() => {
    flag.current.current = dirty;
  }, [dirty]);
  useEffect(() => registry?.add(flag.current), [registry]);
  return useCallback(() => {
    flag.current.current = false;
  }, []);
}
