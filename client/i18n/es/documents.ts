// The terms and privacy: their pages, the document dialog, and reading and accepting them when registering.
export const documents = {
  acceptance: {
    accept: 'He leído y acepto los Términos y condiciones y la Política de privacidad',
    read: 'Leído',
    unread: 'Sin leer',
    readBoth: 'Abre y lee hasta el final los dos documentos para poder aceptarlos.',
  },
  document: {
    loading: 'Cargando documento...',
    scrollHint: 'Desplázate hasta el final para confirmar que lo has leído.',
    done: 'He leído el documento',
    dismiss: 'Cerrar sin confirmar',
    termsLoadError: 'No se pudieron cargar los términos y condiciones. Inténtalo más tarde.',
    privacyLoadError: 'No se pudo cargar la política de privacidad. Inténtalo más tarde.',
    download: 'Descargar el PDF',
  },
  termsTitle: 'Términos y condiciones',
  privacyTitle: 'Política de privacidad',
};
