export const authOperations = {};
export const usersOperations = {};
