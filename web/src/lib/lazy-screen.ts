import { createElement, lazy, type ComponentType } from "react";

/**
 * A screen fetched on demand, which can also be fetched ahead: once loaded it renders at once
 * without suspending. That matters when the browser takes over a pre-rendered page: a screen
 * that suspended there would be thrown away and drawn again on the first update (a visible jump),
 * so start.tsx loads the landing screen first and then hydrates.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Screen() {
    return createElement(loaded ?? Lazy);
  }
  return { Screen, preload };
}
