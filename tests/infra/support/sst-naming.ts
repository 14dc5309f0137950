// SST's names for what it deploys (platform/src/components/naming.ts, prefixName and physicalName):
// `<app>-<stage>-<name>` within a length, the app's name cut first and then the stage's when they
// do not fit, and a random suffix. A Function's name is physicalName(64, `${name}Function`).

export function sstPhysicalName(app: string, stage: string, name: string, max = 64, suffix = "abcdefgh"): string {
  const main = prefixName(app, stage, max - 9, name.replace(/[^a-zA-Z0-9]/g, ""));
  return `${main}-${suffix}`;
}

function prefixName(app: string, stage: string, max: number, name: string): string {
  if (name.length + 1 >= max) return name.substring(0, max);
  if (name.length + stage.length + 2 >= max) return `${stage.substring(0, max - name.length - 1)}-${name}`;
  return `${app.substring(0, max - stage.length - name.length - 2)}-${stage}-${name}`;
}
