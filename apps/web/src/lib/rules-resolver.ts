// A react-hook-form resolver over a plain rule function of @edu/shared (auth-rules.ts): the public pages check their
// forms with the contracts' rules without loading zod.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export function rulesResolver<T extends FieldValues>(
  problemsOf: (values: T) => Partial<Record<string, string>>,
  clean: (values: T) => T = (values) => values,
): Resolver<T> {
  return async (values) => {
    const problems = Object.entries(problemsOf(values)).filter(([, message]) => message);
    if (!problems.length) return { values: clean(values), errors: {} };
    const errors = Object.fromEntries(problems.map(([name, message]) => [name, { type: 'rule', message }]));
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
