import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';

/** What the form needs of a zod schema (safeParse), so this file does not import zod. */
interface Schema<Out> {
  safeParse(value: unknown): { success: true; data: Out } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

type Errors<F extends string> = Partial<Record<F, string>>;

/**
 * The public pages' forms (sign-in, forgotten password, new password, two-factor code): the contract's zod
 * schema checks them, as zodResolver does elsewhere, but it loads with zod on the first submit (`load`),
 * keeping react-hook-form and zod out of the light first download. Like react-hook-form's defaults:
 * messages appear on submit, then follow every change.
 */
export function useAuthForm<F extends string, Out>(load: () => Promise<Schema<Out>>, initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const schema = useRef<Promise<Schema<Out>> | null>(null);

  const check = async (v: Record<F, string>): Promise<{ ok: true; data: Out; errors: Errors<F> } | { ok: false; errors: Errors<F> }> => {
    schema.current ??= load();
    const result = (await schema.current).safeParse(v);
    if (result.success) return { ok: true, data: result.data, errors: {} };
    const found: Errors<F> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]) as F;
      if (key in v && !found[key]) found[key] = issue.message;
    }
    return { ok: false, errors: found };
  };

  /** The props of the field `name` (AuthField). */
  const field = (name: F) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [name]: e.target.value };
      setValues(next);
      if (submitted.current) void check(next).then((r) => setErrors(r.errors));
    },
  });

  /** A form's onSubmit: checks, then runs `send` with the parsed values. */
  const onSubmit = (send: (data: Out) => Promise<void>) => async (e: FormEvent) => {
    e.preventDefault();
    submitted.current = true;
    setSubmitting(true);
    try {
      const checked = await check(values);
      setErrors(checked.errors);
      if (checked.ok) await send(checked.data);
    } finally {
      setSubmitting(false);
    }
  };

  const reset = () => {
    submitted.current = false;
    setValues(initial);
    setErrors({});
  };

  return { field, onSubmit, submitting, reset };
}
