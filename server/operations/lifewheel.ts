export const lifewheelOperations = {};
export const assessmentOperations = {};
export const answersOperations = {};
