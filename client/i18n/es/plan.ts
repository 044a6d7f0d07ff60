// Projects, the create-project wizard, project goals and area projects.
export const plan = {
  projects: {
    title: 'Mis proyectos',
    subtitle: 'Proyectos de 90 días para tus áreas de enfoque',
    empty: 'Todavía no tienes proyectos.',
    create: 'Nuevo proyecto',
  },
  projectCreate: {
    title: 'Nuevo proyecto',
    subtitle: 'Elige un área de enfoque y define tu proyecto',
    empty: 'Completa la evaluación y elige tus tres áreas de enfoque para crear proyectos.',
  },
  projectGoals: {
    title: 'Metas del proyecto',
    subtitle: 'SER, HACER y TENER',
    empty: 'Este proyecto todavía no tiene metas.',
  },
  areaProjects: {
    title: 'Proyectos del área',
    subtitle: 'Hasta dos proyectos por área',
    empty: 'Esta área todavía no tiene proyectos.',
  },
};
