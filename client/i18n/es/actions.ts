// The actions screen.
export const actions = {
  actions: {
    title: 'Mis acciones',
    subtitle: 'Pasos concretos agrupados por contexto',
    empty: 'Todavía no tienes acciones.',
  },
};
