import { useLocation, type To } from 'react-router';
import type { FormPageProps } from './useEditForm';

/** The form pages' and dialogs' tests' stand-in for a form: where it is, whether a save runs, Save (sends "Apollo" at `version`) and Cancel. */
export function SaveButtons({ form, version, onSaved = () => undefined }: { form: FormPageProps<{ name: string }>; version: number | null; onSaved?: (next?: To) => void }) {
  const location = useLocation();
  return (
    <>
      <p>at {location.pathname}</p>
      <p>{form.inFlight ? 'saving' : 'idle'}</p>
      <button type="button" onClick={() => form.onSubmit({ name: 'Apollo' }, version, { onSaved, onError: () => undefined })}>
        {form.submitLabel}
      </button>
      <button type="button" onClick={form.onCancel}>
        cancel
      </button>
    </>
  );
}
