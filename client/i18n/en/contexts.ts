// The contexts the actions are grouped by.
import type { contexts as es } from '../es/contexts';
import type { Shape } from '../shape';

export const contexts: Shape<typeof es> = {
  errorCreating: 'Error creating the context. Please try again.',
  errorDeleting: 'Error deleting the context. Please try again.',
  title: 'My contexts',
  intro: 'Contexts group your actions by place or situation: @home, @office, @phone.',
  name: 'New context',
  placeholder: 'home',
  hint: 'It will be saved as {{name}}',
  add: 'Add',
  adding: 'Adding...',
  empty: "You don't have any contexts yet. Create the first one to be able to add actions.",
  loading: 'Loading contexts...',
  loadError: 'Your contexts could not be loaded.',
  listLabel: 'Your contexts',
  actionsCount_one: '{{count}} action',
  actionsCount_other: '{{count}} actions',
  delete: 'Delete {{name}}',
  inUse_one: 'Cannot delete: has {{count}} associated action',
  inUse_other: 'Cannot delete: has {{count}} associated actions',
  deleteTitle: 'Delete the context {{name}}?',
  deleteMessage: 'The context will disappear from your list. This cannot be undone.',
  deleteConfirm: 'Delete',
  created: 'Context {{name}} created',
  deleted: 'Context {{name}} deleted',
};
