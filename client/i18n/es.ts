export const es = {
  app: {
    name: 'Prospera',
    tagline: 'De sobrevivir a prosperar en 90 días',
  },
};
