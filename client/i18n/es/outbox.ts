// The offline outbox (lib/outbox, components/outbox): writes kept on this device, their marks and the card of a refused one.
export const outbox = {
  kept: 'Guardado en este dispositivo: se enviará al volver la conexión.',
  pending: 'Pendiente',
  waiting_one: '{{count}} cambio pendiente de enviar',
  waiting_other: '{{count}} cambios pendientes de enviar',
  untitled: 'sin título',
  what: {
    complete: 'Completar «{{label}}»',
    addAction: 'Nueva acción «{{label}}»',
    editAction: 'Cambios en «{{label}}»',
    addContext: 'Nuevo contexto «{{label}}»',
    addReview: 'Revisión semanal',
    editReview: 'Cambios en la revisión semanal',
  },
  refusedTitle: 'No se pudo guardar: {{what}}',
  changedElsewhere: 'Se cambió en otro dispositivo o pestaña después de que lo hicieras.',
  refusedReason: 'El servidor no lo aceptó: {{reason}}',
  keepMine: 'Mantener lo mío',
  takeServer: 'Quedarme con lo del servidor',
  discard: 'Descartar',
  resolveFailed: 'No se pudo: {{reason}}',
};
