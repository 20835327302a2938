import { type ComponentType, createElement } from 'react';
import { type LazyRouteFunction, Navigate, type RouteObject } from 'react-router';

/**
 * The one way a route loads on demand (docs/decisions/0034-one-way-web.md): React Router's `lazy` route property,
 * which downloads the module when the route first matches, while the shell shows its progress bar. `name` is the
 * component the module exports; `props` what the route hands it (the students screens' base paths).
 */
export function lazyRoute<K extends string, P extends object>(
  load: () => Promise<{ [name in K]: ComponentType<P> }>,
  name: K,
  ...props: object extends P ? [P?] : [P]
): LazyRouteFunction<RouteObject> {
  return async () => {
    const Component = (await load())[name];
    return { element: createElement(Component, (props[0] ?? {}) as P) };
  };
}

/** An area's own address and any address below it that it does not know open `to` (a splat does not match the bare root). */
export const otherwiseTo = (to: string): RouteObject[] => [
  { index: true, element: <Navigate to={to} replace /> },
  { path: '*', element: <Navigate to={to} replace /> },
];
