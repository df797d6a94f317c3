/**
 * The one way the runtime touches localStorage. Some browsers throw on any access (private modes,
 * blocked site data): the reader then gets a single console warning, and each feature that remembers
 * something (colour mode, announcement, docs version) just forgets it, without breaking the page.
 */
let warned = false;

function unavailable(error: unknown): null {
  if (!warned) {
    warned = true;
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(
      `[docgen] Browser storage is unavailable (${reason}): choices such as the colour mode will not be remembered.`,
    );
  }
  return null;
}

function withStorage<T>(use: (storage: Storage) => T): T | null {
  try {
    return use(window.localStorage);
  } catch (error) {
    return unavailable(error);
  }
}

export function readStorage(key: string): string | null {
  return withStorage((s) => s.getItem(key));
}

export function writeStorage(key: string, value: string): void {
  withStorage((s) => s.setItem(key, value));
}

export function removeStorage(key: string): void {
  withStorage((s) => s.removeItem(key));
}
