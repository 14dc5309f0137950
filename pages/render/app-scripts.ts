// Marks around the app's module preloads in the built index.html (pages/build/preload-start.ts).
// The SPA page keeps them: it is blank until the app runs, so the app's files should come at once.
// A pre-rendered page keeps them at low priority (render-page.tsx): it is whole without the app,
// and its picture and its own screen come first; its entry imports the app after the first
// paint and finds the files already there, instead of fetching them only then.
export const APP_SCRIPTS_START = "<!--app-scripts-->";
export const APP_SCRIPTS_END = "<!--/app-scripts-->";
export const APP_SCRIPTS = /<!--app-scripts-->[\s\S]*?<!--\/app-scripts-->/;
