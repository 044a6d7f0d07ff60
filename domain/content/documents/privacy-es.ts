// Prospera: Política de privacidad (español)
import type { LegalDocument } from './types';

export const privacyEs: LegalDocument = {
  title: 'Política de privacidad',
  lastUpdated: '2025-10-11',
  intro:
    'Tu privacidad nos importa. Esta Política de privacidad explica cómo Prospera Labs recoge, utiliza, conserva y protege tus datos personales cuando utilizas Prospera, la aplicación web de desarrollo personal que te acompaña a lo largo de un programa de 90 días, y qué derechos tienes sobre esos datos. Te recomendamos leerla junto con nuestros Términos y condiciones.',
  sections: [
    {
      heading: 'Responsable del tratamiento',
      paragraphs: [
        'El responsable del tratamiento de tus datos personales es Prospera Labs («Prospera Labs» o «nosotros»), que opera la aplicación Prospera (el «Servicio»). Nuestro domicilio social y nuestros datos registrales están disponibles a petición.',
        'Para cualquier consulta sobre esta Política de privacidad o sobre el tratamiento de tus datos personales, puedes escribirnos a privacy@prospera.app. Para otras cuestiones legales, puedes dirigirte a legal@prospera.app.',
        'Esta Política se aplica a los datos personales que tratamos a través del Servicio. No se aplica a los sitios web ni a los contenidos de terceros que puedan estar enlazados desde el Servicio, como la imagen que decidas enlazar como imagen de perfil.',
      ],
    },
    {
      heading: 'Datos de tu cuenta',
      paragraphs: [
        'Cuando te registras y utilizas tu cuenta, tratamos los siguientes datos, que nos facilitas directamente:',
        '• tu nombre y tus apellidos;',
        '• tu dirección de correo electrónico, que también utilizas para iniciar sesión;',
        '• tu número de teléfono;',
        '• tu dirección postal;',
        '• de forma opcional, la URL de la imagen que quieras usar como imagen de perfil (avatar);',
        '• datos de gestión de la cuenta, como tu moneda preferida, la fecha en que aceptaste nuestros Términos y condiciones y la fecha del último cambio de contraseña;',
        '• tu contraseña, que nunca guardamos en texto plano: solo conservamos un hash generado con el algoritmo argon2id, a partir del cual no es posible recuperar tu contraseña.',
        'Estos datos son necesarios para crear y gestionar tu cuenta, identificarte, comunicarnos contigo en relación con el Servicio y, en su caso, gestionar tu suscripción. Si no nos facilitas los datos obligatorios, no podremos crear tu cuenta.',
      ],
    },
    {
      heading: 'Datos de tu programa',
      paragraphs: [
        'Cuando utilizas el programa, tratamos la información que introduces y la que el Servicio genera a partir de ella, en particular:',
        '• tus respuestas de sí o no a las preguntas de la evaluación sobre las seis áreas de tu vida;',
        '• las puntuaciones calculadas para cada área, que componen tu rueda de la vida, y las áreas de enfoque que eliges o que se te sugieren;',
        '• los proyectos que creas, con su título, descripción, fechas y puntuación esperada; las metas de SER, HACER y TENER que defines en ellos; y las acciones que planificas, con su descripción, fecha de vencimiento, tiempo estimado, nivel de energía y estado;',
        '• los contextos que utilizas para organizar tus acciones;',
        '• los presupuestos que, de forma opcional, asignas a tus acciones, junto con su moneda.',
        'Esta información es privada y está asociada únicamente a tu cuenta. Se utiliza para prestarte el Servicio y no es visible para otros usuarios.',
      ],
    },
    {
      heading: 'Datos de suscripción y facturación',
      paragraphs: [
        'Si contratas un plan de pago, conservamos un registro de tu suscripción: el plan elegido (Mensual, Trimestral, Semestral o Anual), las fechas de inicio y de finalización, si la renovación automática está activada, el importe abonado, los descuentos aplicados, la moneda, el medio de pago utilizado y las referencias de confirmación del pago.',
        'Prospera Labs registra los pagos manualmente una vez confirmados. No recogemos ni almacenamos el número de tu tarjeta, su código de seguridad ni ningún otro dato completo de tu tarjeta de pago. Si un proveedor de pagos externo procesa tu pago, ese proveedor tratará tus datos de pago conforme a su propia política de privacidad.',
      ],
    },
    {
      heading: 'Datos técnicos y almacenamiento en el navegador',
      paragraphs: [
        'Cuando utilizas el Servicio, nuestros servidores tratan ciertos datos técnicos necesarios para que funcione de forma segura:',
        '• tu dirección IP, que utilizamos para aplicar límites al número de solicitudes, prevenir abusos y registrar eventos de seguridad, como los intentos de inicio de sesión;',
        '• tu preferencia de idioma (español o inglés), para mostrarte el Servicio en tu idioma;',
        '• tu zona horaria, que envía tu navegador para que las fechas, los vencimientos y los límites mensuales sigan tu calendario local;',
        '• información básica sobre las solicitudes, como la fecha y la hora, la operación solicitada y su resultado, que queda anotada en los registros de seguridad.',
        'Prospera utiliza el almacenamiento local de tu navegador para guardar los tokens de sesión que mantienen tu sesión iniciada, tu preferencia de idioma y copias en caché de respuestas y documentos (como estos textos legales), para que la aplicación cargue más rápido y funcione mejor con conexiones lentas. Esta información permanece en tu dispositivo y puedes eliminarla en cualquier momento cerrando sesión o borrando los datos de tu navegador.',
        'No utilizamos cookies publicitarias ni herramientas de seguimiento o de elaboración de perfiles de terceros, y no incluimos en el Servicio redes publicitarias ni rastreadores de redes sociales.',
      ],
    },
    {
      heading: 'Finalidades y bases jurídicas del tratamiento',
      paragraphs: [
        'Tratamos tus datos personales únicamente para fines concretos y con las siguientes bases jurídicas:',
        '• Ejecución del contrato: para crear y gestionar tu cuenta, autenticarte, ofrecerte la evaluación, la rueda de la vida, los proyectos, las metas y las acciones, gestionar tu plan y tu suscripción y atender tus solicitudes.',
        '• Interés legítimo: para mantener la seguridad del Servicio, prevenir el fraude y los abusos, aplicar límites de solicitudes, conservar registros de seguridad, diagnosticar errores técnicos y mejorar el funcionamiento del Servicio. Hemos valorado que estos intereses no prevalecen sobre tus derechos y libertades, y puedes oponerte a este tratamiento como se explica más adelante.',
        '• Consentimiento: cuando la ley lo exige, por ejemplo para el tratamiento de respuestas que puedan revelar datos sensibles o para el envío de comunicaciones opcionales. Puedes retirar tu consentimiento en cualquier momento, sin que ello afecte a la licitud del tratamiento realizado antes de su retirada.',
        '• Obligación legal: para conservar los registros de facturación y contabilidad, atender los requerimientos de las autoridades competentes y cumplir otras obligaciones que nos impone la ley.',
        'No tomamos decisiones basadas únicamente en el tratamiento automatizado que produzcan efectos jurídicos sobre ti o te afecten significativamente de modo similar. Las puntuaciones del Servicio se calculan automáticamente a partir de tus respuestas, pero son solo una herramienta de autoevaluación para tu uso personal y no tienen consecuencias fuera del Servicio.',
        'No utilizaremos tus datos para fines incompatibles con los aquí descritos. Si quisiéramos utilizarlos para una finalidad nueva, te informaríamos previamente y, cuando sea necesario, te pediríamos tu consentimiento.',
      ],
    },
    {
      heading: 'Comunicaciones',
      paragraphs: [
        'Te enviaremos mensajes relacionados con el funcionamiento del Servicio, como confirmaciones de cuenta, avisos de seguridad, información sobre tu suscripción y su renovación, y avisos de cambios en nuestros Términos o en esta Política. Estas comunicaciones son necesarias para prestarte el Servicio y no pueden desactivarse mientras tu cuenta esté activa.',
        'Solo te enviaremos comunicaciones promocionales o boletines si nos has dado tu consentimiento o si la ley lo permite de otro modo, y podrás darte de baja en cualquier momento mediante el enlace incluido en cada mensaje o escribiéndonos.',
      ],
    },
    {
      heading: 'Plazos de conservación',
      paragraphs: [
        'Conservamos tus datos personales solo durante el tiempo necesario para los fines para los que se recogieron:',
        '• Datos de la cuenta y del programa: mientras exista tu cuenta. Cuando eliminas tu cuenta, eliminamos estos datos o los anonimizamos de forma irreversible en un plazo de 30 días.',
        '• Registros de seguridad, incluidas las direcciones IP: 90 días desde su registro, salvo que necesitemos conservar un registro concreto durante más tiempo para investigar un incidente de seguridad o atender una reclamación.',
        '• Registros de suscripción y facturación: durante el plazo exigido por la legislación tributaria aplicable, incluso después de la eliminación de tu cuenta.',
        '• Tokens de sesión: los tokens de acceso tienen una vida corta y los tokens de actualización (refresh tokens) caducan a los 30 días.',
        '• Datos guardados en tu navegador: permanecen en tu dispositivo hasta que cierras sesión, caducan o borras los datos de tu navegador.',
        'Transcurridos estos plazos, eliminamos los datos o los anonimizamos de forma que ya no puedan asociarse a ti. Podemos conservar datos anonimizados con fines estadísticos y para mejorar el Servicio.',
      ],
    },
    {
      heading: 'Destinatarios de los datos',
      paragraphs: [
        'No vendemos, alquilamos ni comercializamos tus datos personales, y no los compartimos con terceros para sus propios fines de marketing o publicidad.',
        'Solo comunicamos tus datos a los siguientes destinatarios, cuando es necesario:',
        '• Proveedores de servicios (encargados del tratamiento) que nos prestan servicios de alojamiento, infraestructura, bases de datos, envío de correo electrónico y soporte técnico. Actúan por cuenta nuestra, en virtud de un contrato escrito que les obliga a tratar los datos solo siguiendo nuestras instrucciones, a mantener su confidencialidad y a aplicar medidas de seguridad adecuadas.',
        '• Proveedores de pago, en su caso, para procesar los pagos de tu suscripción.',
        '• Asesores profesionales, como abogados, contables y auditores, sujetos a deber de confidencialidad, cuando sea necesario para cumplir nuestras obligaciones o defender nuestros derechos.',
        '• Autoridades públicas, juzgados y tribunales y fuerzas y cuerpos de seguridad, cuando lo exija la ley o sea necesario para proteger los derechos, los bienes o la seguridad de Prospera Labs, de nuestros usuarios o de otras personas.',
        '• Un comprador o sucesor, en caso de fusión, adquisición o transmisión total o parcial de nuestro negocio, que seguirá vinculado por esta Política o por compromisos equivalentes; te informaremos antes de que tus datos queden sujetos a una política de privacidad distinta.',
        'Tus respuestas a la evaluación, especialmente las que puedan revelar información sensible, nunca se comunican a terceros, salvo a los encargados técnicos que alojan el Servicio por cuenta nuestra.',
      ],
    },
    {
      heading: 'Transferencias internacionales',
      paragraphs: [
        'Nuestros proveedores de servicios pueden estar ubicados, o tratar los datos, en países distintos del tuyo, incluidos países cuya legislación de protección de datos puede no ofrecer el mismo nivel de protección que la de tu país.',
        'Cuando transferimos datos personales a otros países, lo hacemos con las garantías adecuadas, como transferencias a países reconocidos por ofrecer un nivel de protección adecuado, cláusulas contractuales tipo aprobadas por las autoridades competentes u otros mecanismos previstos por la legislación aplicable, junto con medidas adicionales cuando sean necesarias.',
        'Puedes solicitar más información sobre las transferencias internacionales y las garantías aplicadas escribiendo a privacy@prospera.app.',
      ],
    },
    {
      heading: 'Seguridad de tus datos',
      paragraphs: [
        'Aplicamos medidas técnicas y organizativas adecuadas al riesgo para proteger tus datos personales frente al acceso no autorizado, la pérdida, la alteración o la divulgación, entre ellas:',
        '• cifrado en tránsito: toda la comunicación entre tu navegador y nuestros servidores utiliza TLS;',
        '• almacenamiento seguro de contraseñas: las contraseñas se guardan únicamente como hashes argon2id, nunca en texto plano;',
        '• autenticación mediante tokens de sesión de duración limitada y tokens de actualización que caducan a los 30 días y que en nuestros servidores solo se guardan como hashes;',
        '• controles de acceso que limitan el acceso a los datos personales al personal autorizado que lo necesita para desempeñar sus funciones, sujeto a deber de confidencialidad;',
        '• límites de solicitudes y registros de seguridad para detectar y prevenir abusos, ataques de fuerza bruta y otras actividades sospechosas.',
        'Ningún sistema es completamente seguro. Si tenemos conocimiento de una violación de la seguridad de los datos personales que pueda suponer un riesgo para tus derechos y libertades, lo notificaremos a la autoridad competente y, cuando sea obligatorio, te informaremos sin dilación indebida.',
        'Tú también contribuyes a proteger tus datos: utiliza una contraseña robusta y exclusiva, cierra sesión en los dispositivos compartidos y no compartas tus credenciales.',
      ],
    },
    {
      heading: 'Tus derechos',
      paragraphs: [
        'Con sujeción a las condiciones y los límites establecidos por la legislación aplicable, tienes los siguientes derechos sobre tus datos personales:',
        '• Acceso: saber si tratamos tus datos y obtener una copia de ellos.',
        '• Rectificación: corregir los datos inexactos o completar los incompletos. Puedes actualizar gran parte de la información de tu cuenta directamente en el Servicio.',
        '• Supresión: solicitar la eliminación de tus datos, por ejemplo cuando ya no sean necesarios para los fines para los que se recogieron.',
        '• Limitación del tratamiento: pedirnos que limitemos el tratamiento de tus datos en determinadas circunstancias, por ejemplo mientras comprobamos su exactitud.',
        '• Portabilidad: recibir los datos que nos has facilitado en un formato estructurado, de uso común y lectura mecánica, y que se transmitan a otro responsable cuando sea técnicamente posible.',
        '• Oposición: oponerte, por motivos relacionados con tu situación particular, al tratamiento basado en nuestro interés legítimo.',
        '• Retirada del consentimiento: retirar en cualquier momento el consentimiento que hayas prestado, sin que ello afecte a la licitud del tratamiento anterior.',
        '• Reclamación: presentar una reclamación ante la autoridad de control en materia de protección de datos de tu país de residencia, de tu lugar de trabajo o del lugar de la supuesta infracción.',
      ],
    },
    {
      heading: 'Cómo ejercer tus derechos',
      paragraphs: [
        'Para ejercer cualquiera de estos derechos, envía un correo electrónico a privacy@prospera.app desde la dirección asociada a tu cuenta, indicando qué derecho quieres ejercer. Si tenemos dudas razonables sobre tu identidad, podremos pedirte información adicional para confirmarla.',
        'Te responderemos en un plazo de 30 días desde la recepción de tu solicitud. Si la solicitud es especialmente compleja o recibimos un gran número de solicitudes, este plazo podrá ampliarse en la medida permitida por la legislación aplicable; en ese caso, te informaremos de la ampliación y de sus motivos dentro de los primeros 30 días.',
        'El ejercicio de tus derechos es gratuito. No obstante, cuando las solicitudes sean manifiestamente infundadas o excesivas, en especial por su carácter repetitivo, podremos cobrar un canon razonable o negarnos a atenderlas, en los términos previstos por la ley.',
        'Nos gustaría tener la oportunidad de atender tus inquietudes antes de que acudas a una autoridad de control, así que no dudes en escribirnos primero.',
      ],
    },
    {
      heading: 'Información sensible',
      paragraphs: [
        'Algunas preguntas de la evaluación abordan áreas como la salud o la relación de pareja y la intimidad. Tus respuestas a ellas, y las puntuaciones que se derivan, pueden revelar aspectos sensibles de tu vida, como información sobre tu salud física o mental o sobre tu vida sexual, que muchas leyes protegen como categorías especiales de datos.',
        'Tratamos esta información exclusivamente para prestarte el Servicio: calcular tus puntuaciones, mostrar tu rueda de la vida y ayudarte a planificar tus proyectos. Nunca la compartimos con terceros para sus propios fines, nunca la vendemos y nunca la utilizamos con fines publicitarios, para elaborar perfiles ni para ningún otro fin ajeno al Servicio.',
        'Cuando la ley lo exige, tratamos esta información sobre la base de tu consentimiento explícito, que prestas al decidir responder a estas preguntas. Puedes retirarlo en cualquier momento escribiendo a privacy@prospera.app o eliminando tu cuenta, en cuyo caso eliminaremos las respuestas correspondientes.',
        'Te pedimos que no incluyas en los campos de texto libre de tus proyectos, metas o acciones información sensible que no necesites registrar, ni información sensible sobre otras personas.',
      ],
    },
    {
      heading: 'Menores de edad',
      paragraphs: [
        'Prospera no está dirigida a personas menores de 18 años y no recogemos a sabiendas datos personales de menores. Para registrarte, debes confirmar que tienes al menos 18 años.',
        'Si detectamos que hemos recogido datos personales de una persona menor de 18 años, cerraremos la cuenta y eliminaremos esos datos lo antes posible. Si crees que un menor nos ha facilitado datos personales, escríbenos a privacy@prospera.app.',
      ],
    },
    {
      heading: 'Cambios en esta Política',
      paragraphs: [
        'Podemos actualizar esta Política de privacidad para reflejar cambios en el Servicio, en nuestras prácticas o en la legislación aplicable. La fecha de la última actualización figura siempre al principio de este documento.',
        'Si realizamos cambios sustanciales, te informaremos con antelación por correo electrónico o mediante un aviso en el Servicio y, cuando la ley lo exija, te pediremos tu consentimiento. Te animamos a revisar esta Política periódicamente.',
      ],
    },
    {
      heading: 'Contacto',
      paragraphs: [
        'Si tienes cualquier pregunta, comentario o solicitud sobre esta Política de privacidad o sobre el tratamiento de tus datos personales, puedes escribirnos a:',
        '• Privacidad y datos personales: privacy@prospera.app',
        '• Otras cuestiones legales: legal@prospera.app',
        'El domicilio social de Prospera Labs está disponible a petición. Responderemos a tu consulta lo antes posible y, en el caso de solicitudes de ejercicio de derechos, dentro del plazo indicado en esta Política.',
      ],
    },
  ],
};
