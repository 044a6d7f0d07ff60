// The dashboard.
import type { dashboard as es } from '../es/dashboard';
import type { Shape } from '../shape';

export const dashboard: Shape<typeof es> = {
  title: 'Dashboard',
  subtitle: 'Your progress at a glance',
  noData: 'No data yet. Complete your assessment to see your progress here.',
  startAssessment: 'Start my assessment',
  loading: 'Loading your dashboard...',
  loadError: 'Your dashboard could not be loaded.',
  greeting: {
    morning: 'Good morning, {{name}}',
    afternoon: 'Good afternoon, {{name}}',
    evening: 'Good evening, {{name}}',
  },
  greetingText: "Every small step counts. Here's where you stand today.",
  lifeScore: 'Life score',
  lifeScoreHint: 'Average of your assessed areas',
  lifeScoreValue: '{{score}}/10',
  notAssessed: 'Not assessed',
  goals: 'Goals',
  goalsCompleted_one: '{{completed}} of {{count}} completed',
  goalsCompleted_other: '{{completed}} of {{count}} completed',
  actions: 'Actions',
  actionsOverview: 'Actions overview',
  completed: 'Completed',
  pending: 'Pending',
  total: 'Total',
  progress: 'Progress: {{percent}}',
  areas: 'Your life areas',
  areaScore: '{{score}}/10',
  areaLink: '{{area}}: {{score}}. See its projects',
  quickLinks: {
    title: 'Quick links',
    wheel: 'My wheel',
    projects: 'Projects',
    actions: 'Actions',
    profile: 'Profile',
    plans: 'Plans',
    history: 'History',
    analytics: 'Analytics',
  },
};
