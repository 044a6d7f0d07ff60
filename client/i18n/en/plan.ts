// Projects, the create-project wizard, project goals and area projects.
import type { plan as es } from '../es/plan';
import type { Shape } from '../shape';

export const plan: Shape<typeof es> = {
  projects: {
    title: 'My projects',
    subtitle: '90-day projects for your focus areas',
    empty: "You don't have any projects yet.",
    create: 'New project',
  },
  projectCreate: {
    title: 'New project',
    subtitle: 'Pick a focus area and define your project',
    empty: 'Complete the assessment and choose your three focus areas to create projects.',
  },
  projectGoals: {
    title: 'Project goals',
    subtitle: 'BE, DO and HAVE',
    empty: "This project doesn't have any goals yet.",
  },
  areaProjects: {
    title: 'Area projects',
    subtitle: 'Up to two projects per area',
    empty: "This area doesn't have any projects yet.",
  },
};
