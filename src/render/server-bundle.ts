import type { ServerBundle } from '../shared/render-contract.js';

export async function importServerBundle(file: string): Promise<ServerBundle> {
  // Errors thrown by the theme then point at its TSX sources instead of the bundle.
  process.setSourceMapsEnabled(true);
  return (await import(`${new URL(`file://${file}`).href}?t=${Date.now()}`)) as ServerBundle;
}
