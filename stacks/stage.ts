/** Only the shared 'dev' stage may lose its data: every other stage keeps tables, buckets and users. */
export const isDevStage = (stage: string) => stage === 'dev';
