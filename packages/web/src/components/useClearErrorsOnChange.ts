import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A failed save leaves messages on fields (the server's, put there with setError). A form without a
 * resolver never re-checks them, so they would stay after the user corrected the field: drop a field's
 * error (and its list's, e.g. `users` for `users.1.email`) as soon as that field changes.
 * `onChange` also hears the change, for messages kept outside the form state (a banner of the lines).
 */
export function useClearErrorsOnChange<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'watch' | 'clearErrors'>, onChange?: (name: string) => void) {
  const { watch, clearErrors } = form;
  useEffect(() => {
    const sub = watch((_values, { name }) => {
      if (!name) return; // a reset: the errors of the old values go with it
      clearErrors(name as FieldPath<T>);
      const list = name.split('.')[0];
      if (list !== name) clearErrors(list as FieldPath<T>);
      onChange?.(name);
    });
    return () => sub.unsubscribe();
  }, [watch, clearErrors, onChange]);
}
