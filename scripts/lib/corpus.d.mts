export declare const corpusScript: string;
export declare function makeCorpus(pages: number): { dir: string; config: string } | undefined;
