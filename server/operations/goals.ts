export const goalsOperations = {};
