import { useEffect, useState, type ComponentType, type ReactNode } from "react";

interface Part {
  selector: string;
  preload: () => Promise<void>;
}

const parts: Part[] = [];

/**
 * A piece of a page whose code a slow phone downloads only when the page shows it. Unlike
 * React.lazy it never leaves a server-rendered piece in a suspended boundary, where any live
 * update before its file arrives makes React throw the server's HTML away and log an error: the
 * browser fetches the file of every piece found in the server's page (`selector`) before it
 * hydrates (`preloadPartsOnPage`), and a piece that appears later shows `fallback` until its file
 * arrives.
 */
export function lazyPart<Props extends object>(selector: string, load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  parts.push({ selector, preload });
  // On the server every piece renders in full; its copy is bundled and ready before any request.
  if (typeof document === "undefined") void preload();

  function LazyPart({ fallback = null, ...props }: Props & { fallback?: ReactNode }) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      let mounted = true;
      preload().then(
        () => mounted && setComponent(() => loaded),
        () => undefined,
      );
      return () => {
        mounted = false;
      };
    }, [Component]);
    return Component ? <Component {...(props as unknown as Props)} /> : <>{fallback}</>;
  }
  return LazyPart;
}

/** Fetches the code of the lazy pieces the server's page shows; called before hydration. */
export function preloadPartsOnPage() {
  return Promise.allSettled(parts.filter((part) => document.querySelector(part.selector)).map((part) => part.preload()));
}
