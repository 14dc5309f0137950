// Marks around the app's module preloads in the built index.html (pages/build/preload-start.ts).
// The SPA page keeps them: it is blank until the app runs, so the app's files should come at once.
// A pre-rendered page drops them: it is whole without the app, and its picture and its first
// paint should not share a phone's connection with 100 KB of script. Its entry imports the app
// after that paint, and the import fetches the app's files in parallel then.
export const APP_SCRIPTS_START = "<!--app-scripts-->";
export const APP_SCRIPTS_END = "<!--/app-scripts-->";
export const APP_SCRIPTS = /<!--app-scripts-->[\s\S]*?<!--\/app-scripts-->/;
