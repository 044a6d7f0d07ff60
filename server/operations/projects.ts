export const projectsOperations = {};
