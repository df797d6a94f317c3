export function compileTests(files: string[], outDir: string): Promise<string[]>;
