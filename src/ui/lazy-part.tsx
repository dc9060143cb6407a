import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A part of a screen in its own chunk, loaded the first time it renders (a form's dialog, Ark
 * UI's dialog): the screen shows without it, and without the libraries only it needs (zod and
 * react-hook-form, Ark's focus trap). It renders nothing until its chunk arrives.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => React.JSX.Element {
  const Part = lazy(async () => ({ default: await load() }));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
