/**
 * The most procedures one tRPC batch request may call (the client's httpBatchLink sends at most this many). A larger
 * batch is refused with 400 before any of them runs; each procedure of a batch counts against the API rate limit.
 * Kept apart from the schemas so that the client's entry chunk does not pull zod in for one number.
 */
export const MAX_BATCH_PROCEDURES = 10;
