// The page of the unsubscribe link at the foot of every notification mail (/unsubscribe), open without signing in.
export const unsubscribe = {
  title: 'Tus avisos por correo',
  subtitle: 'Este enlace cambia solo el aviso del correo del que viene; los demás siguen como estaban.',
  working: 'Dándote de baja...',
  unsubscribedHint: 'Si fue sin querer, puedes volver a activarlo.',
  resubscribedHint: 'Si cambias de idea, puedes darte de baja otra vez.',
  resubscribe: 'Volver a activarlo',
  resubscribing: 'Volviendo a activarlo...',
  unsubscribeAgain: 'Darme de baja otra vez',
  noToken: 'Este enlace está incompleto. Ábrelo tal cual desde el correo o cambia tus avisos en tu perfil.',
  manage: 'Gestionar todos mis avisos',
};
