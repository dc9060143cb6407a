import { lazy, Suspense, useState, type ComponentType } from 'react';
import { registerTexts, type FeatureTexts } from '../i18n/i18n';
import { ScreenErrorBoundary } from '../ui/screen-error-boundary';
import { Spinner } from '../ui/spinner';

export interface LazyScreen<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts loading the screen's chunk; resolves with its component. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A screen in its own chunk. Unlike a bare React.lazy, a screen already loaded (preloaded while
 * the user signs in) renders at once, without passing through the Suspense fallback, which
 * React holds for a moment on every reveal.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Not kept: the next visit (or a preload) tries again.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Deferred = lazy(async () => ({ default: await preload() }));

  function Screen(props: P) {
    // Chosen once per mount: switching component later would remount the screen.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Deferred);
    return (
      <ScreenErrorBoundary>
        <Suspense fallback={<Spinner />}>
          <Component {...props} />
        </Suspense>
      </ScreenErrorBoundary>
    );
  }
  Screen.preload = preload;
  return Screen;
}

/**
 * A screen whose route module also exports its feature's `texts` (or several features' texts,
 * for a screen composed of parts of others), registered before it renders.
 */
export function lazyFeatureScreen<
  Module extends { texts: FeatureTexts | readonly FeatureTexts[] },
  P extends object,
>(load: () => Promise<Module>, pick: (module: Module) => ComponentType<P>): LazyScreen<P> {
  return lazyScreen(async () => {
    const module = await load();
    const all: readonly FeatureTexts[] = Array.isArray(module.texts)
      ? module.texts
      : [module.texts as FeatureTexts];
    await Promise.all(all.map(registerTexts));
    return pick(module);
  });
}
