export function discard(dir: string): void;
export function emptyTrash(): void;
