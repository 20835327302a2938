// A double click must not change anything twice (decision 0052): while a call runs, the same call
// again (the same variables) is the same click; it gets the running call's promise and sends nothing. Different
// variables (two cells of a grid, two rows) still run side by side.

/** Equal as values: plain objects and arrays by their contents; files, blobs and other objects by identity. */
export function sameVariables(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameVariables(v, b[i]));
  }
  const plain = (o: object) => Object.getPrototypeOf(o) === Object.prototype || Object.getPrototypeOf(o) === null;
  if (!plain(a) || !plain(b)) return false;
  const keys = Object.keys(a);
  const other = b as Record<string, unknown>;
  return (
    keys.length === Object.keys(b).length &&
    keys.every((k) => k in other && sameVariables((a as Record<string, unknown>)[k], other[k]))
  );
}

/**
 * Wraps a call so that a repeat of a running one (the same first argument; the rest, such as callbacks, are not
 * compared) answers the running one's promise instead of running again; once it settles the call may run again.
 */
export function onceAtATime<V, A extends unknown[], R>(run: (variables: V, ...rest: A) => Promise<R>) {
  let running: { variables: V; promise: Promise<R> }[] = [];
  return (variables: V, ...rest: A): Promise<R> => {
    const same = running.find((r) => sameVariables(r.variables, variables));
    if (same) return same.promise;
    const flight = { variables, promise: run(variables, ...rest) };
    running.push(flight);
    const done = () => {
      running = running.filter((r) => r !== flight);
    };
    flight.promise.then(done, done);
    return flight.promise;
  };
}
