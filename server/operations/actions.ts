export const actionsOperations = {};
