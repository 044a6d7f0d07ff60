// The actions screen.
import type { actions as es } from '../es/actions';
import type { Shape } from '../shape';

export const actions: Shape<typeof es> = {
  actions: {
    title: 'My actions',
    subtitle: 'Concrete steps grouped by context',
    empty: "You don't have any actions yet.",
  },
};
