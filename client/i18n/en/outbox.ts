// The offline outbox (lib/outbox, components/outbox): writes kept on this device, their marks and the card of a refused one.
import type { outbox as es } from '../es/outbox';
import type { Shape } from '../shape';

export const outbox: Shape<typeof es> = {
  kept: 'Kept on this device: it will be sent when the connection returns.',
  pending: 'Pending',
  unsentCreation: 'It will be created when the connection returns; then you can complete or change it.',
  unsentContext: 'It will be created when the connection returns.',
  waiting_one: '{{count}} change waiting to be sent',
  waiting_other: '{{count}} changes waiting to be sent',
  untitled: 'untitled',
  what: {
    complete: 'Complete “{{label}}”',
    addAction: 'New action “{{label}}”',
    editAction: 'Changes to “{{label}}”',
    addContext: 'New context “{{label}}”',
    addReview: 'Weekly review',
    editReview: 'Changes to the weekly review',
  },
  refusedTitle: 'Could not be saved: {{what}}',
  changedElsewhere: 'It was changed on another device or tab after you made this change.',
  refusedReason: 'The server did not accept it: {{reason}}',
  keepMine: 'Keep mine',
  takeServer: "Take the server's",
  discard: 'Discard',
  resolveFailed: 'That did not work: {{reason}}',
};
