// Prospera: Términos y condiciones de uso (español)
import type { LegalDocument } from './types';

export const termsEs: LegalDocument = {
  title: 'Términos y condiciones de uso',
  lastUpdated: '2025-10-11',
  intro:
    'Estos Términos y condiciones regulan el acceso y el uso de Prospera, una aplicación web de desarrollo personal que te acompaña a lo largo de un programa de 90 días pensado para ayudarte a pasar de sobrevivir a prosperar. Te pedimos que los leas con atención: al crear una cuenta o utilizar Prospera, aceptas estos Términos y te comprometes a cumplirlos.',
  sections: [
    {
      heading: 'Quiénes somos',
      paragraphs: [
        'Prospera (el «Servicio») es operado por Prospera Labs («Prospera Labs» o «nosotros»). Prospera Labs es la entidad responsable de prestar el Servicio y con la que celebras el contrato al aceptar estos Términos.',
        'Nuestro domicilio social y nuestros datos registrales están disponibles a petición. Puedes escribirnos sobre estos Términos a legal@prospera.app y sobre privacidad y datos personales a privacy@prospera.app.',
      ],
    },
    {
      heading: 'Aceptación de los Términos',
      paragraphs: [
        'Al crear una cuenta, marcar la casilla de aceptación durante el registro o acceder al Servicio o utilizarlo de cualquier otro modo, confirmas que has leído y entendido estos Términos y nuestra Política de privacidad, en la que explicamos cómo tratamos tus datos personales, y que estás de acuerdo con ellos.',
        'Si no estás de acuerdo con estos Términos, no debes crear una cuenta ni utilizar el Servicio. Si ya tienes una cuenta y dejas de estar de acuerdo, puedes dejar de usar el Servicio y solicitar la eliminación de tu cuenta en cualquier momento.',
      ],
    },
    {
      heading: 'Requisitos para usar Prospera',
      paragraphs: [
        'El Servicio está dirigido exclusivamente a personas adultas. Para registrarte y utilizar Prospera debes tener al menos 18 años y plena capacidad legal para celebrar un contrato vinculante.',
        'Al registrarte, confirmas que cumples estos requisitos y que la información que nos facilitas es veraz, exacta, actual y completa. Podemos pedirte que confirmes tu edad o tu identidad si tenemos motivos razonables para pensar que no se cumplen.',
        'Si descubrimos que una cuenta pertenece a una persona menor de 18 años, la cerraremos y eliminaremos los datos asociados conforme a nuestra Política de privacidad.',
      ],
    },
    {
      heading: 'Tu cuenta y su seguridad',
      paragraphs: [
        'Para usar Prospera necesitas crear una cuenta facilitando tu nombre, tus apellidos, tu dirección de correo electrónico, tu número de teléfono, tu dirección postal y una contraseña. También puedes añadir una imagen de perfil indicando un enlace (URL) a ella. Te comprometes a mantener esta información actualizada.',
        'Eres responsable de mantener la confidencialidad de tu contraseña y de toda la actividad que se realice desde tu cuenta. Elige una contraseña robusta que no utilices en otros servicios y no compartas tus credenciales de acceso con nadie.',
        'Cada cuenta es personal e intransferible. No puedes crear cuentas en nombre de otras personas, suplantar la identidad de nadie ni abrir varias cuentas para eludir los límites del plan gratuito.',
        'Si sospechas que alguien ha accedido a tu cuenta sin autorización o que tu contraseña se ha visto comprometida, cámbiala de inmediato y avísanos en legal@prospera.app. No somos responsables de los perjuicios derivados del uso no autorizado de tu cuenta cuando se deban a que no has protegido adecuadamente tus credenciales, salvo que la ley disponga otra cosa.',
      ],
    },
    {
      heading: 'Descripción del Servicio',
      paragraphs: [
        'Prospera es una herramienta de autorreflexión y organización personal articulada en torno a un programa de 90 días. Actualmente, el Servicio incluye las siguientes funciones principales:',
        '• Evaluación: un cuestionario de preguntas de sí o no sobre seis áreas de tu vida, que respondes a partir de tu propia situación.',
        '• Rueda de la vida: una representación visual de las puntuaciones calculadas a partir de tus respuestas en cada área, que te ayuda a identificar en qué áreas te conviene centrarte.',
        '• Proyectos: espacios en los que organizas los cambios que quieres hacer, cada uno vinculado a una de las áreas de tu vida.',
        '• Metas: dentro de cada proyecto puedes definir lo que quieres SER, lo que quieres HACER y lo que quieres TENER.',
        '• Acciones: pasos concretos hacia tus metas, con fechas de vencimiento y, de forma opcional, un presupuesto estimado.',
        '• Contextos: etiquetas que te ayudan a organizar y filtrar tus acciones según las circunstancias en las que puedes llevarlas a cabo.',
        'El Servicio está disponible en español y en inglés. Con el tiempo podemos añadir, modificar o retirar funciones, tal como se describe en el apartado sobre disponibilidad y cambios del Servicio.',
      ],
    },
    {
      heading: 'Prospera no es asesoramiento médico, psicológico ni financiero',
      paragraphs: [
        'Prospera es una herramienta de desarrollo personal y de organización. No es un servicio de asesoramiento médico, psicológico, psiquiátrico, terapéutico, nutricional, jurídico, fiscal ni financiero, y no sustituye el consejo de un profesional cualificado.',
        'Las puntuaciones, la rueda de la vida y las áreas de enfoque sugeridas son herramientas de autoevaluación. Se calculan automáticamente a partir de tus propias respuestas de sí o no; no constituyen un diagnóstico ni una medición objetiva de tu salud, tus relaciones, tus finanzas o cualquier otro aspecto de tu vida, y no deben interpretarse como tales.',
        'Cualquier decisión que tomes a partir del Servicio, incluidas las relativas a tu salud, tus relaciones, tu trabajo, tus gastos, tus ahorros o tus inversiones, es responsabilidad tuya. Los presupuestos que registras en tus acciones son estimaciones de planificación introducidas por ti; Prospera no los verifica ni presta asesoramiento financiero sobre ellos.',
        'Si estás atravesando un malestar físico o emocional, o te encuentras en una situación de riesgo, busca la ayuda de un profesional sanitario o contacta de inmediato con los servicios de emergencia de tu localidad. Prospera no está diseñada para atender emergencias.',
      ],
    },
    {
      heading: 'Tu contenido y la licencia que nos concedes',
      paragraphs: [
        'Conservas todos los derechos que tengas sobre la información, los textos y los datos que introduces en Prospera (tu «Contenido»), incluidas tus respuestas, proyectos, metas, acciones, contextos y presupuestos. No reclamamos la titularidad de tu Contenido.',
        'Para poder prestarte el Servicio, concedes a Prospera Labs una licencia no exclusiva, mundial y gratuita para alojar, almacenar, reproducir, tratar y mostrar tu Contenido con el único fin de operar, mantener, proteger y mejorar el Servicio para ti. Esta licencia termina cuando tu Contenido se elimina de nuestros sistemas, sin perjuicio de los plazos de conservación descritos en nuestra Política de privacidad.',
        'No publicaremos tu Contenido, no lo pondremos a disposición de otros usuarios ni lo utilizaremos con fines publicitarios. Los datos de tu programa son privados y solo están asociados a tu cuenta.',
        'Eres responsable de tu Contenido y confirmas que tienes derecho a introducirlo en el Servicio. Evita incluir datos personales de terceros más allá de lo estrictamente necesario y no introduzcas información que no tengas derecho a compartir.',
      ],
    },
    {
      heading: 'Uso aceptable',
      paragraphs: [
        'Te comprometes a utilizar Prospera de forma lícita, de buena fe y conforme a estos Términos. En particular, no debes:',
        '• utilizar el Servicio con fines ilícitos, fraudulentos o dañinos, ni para almacenar contenidos ilegales, difamatorios, ofensivos o que vulneren derechos de terceros;',
        '• intentar acceder a cuentas, datos o sistemas para los que no tengas autorización, ni sondear, escanear o poner a prueba la vulnerabilidad del Servicio sin nuestro permiso por escrito;',
        '• interferir en el funcionamiento del Servicio o alterarlo, por ejemplo enviando un número excesivo de solicitudes, eludiendo los límites de uso o introduciendo virus u otro código malicioso;',
        '• utilizar robots, herramientas de extracción de datos (scraping) u otros medios automatizados para acceder al Servicio o extraer información de él, salvo a través de las interfaces que pongamos expresamente a disposición con ese fin;',
        '• copiar, modificar, descompilar o aplicar ingeniería inversa al Servicio o a su contenido, ni crear obras derivadas de ellos, salvo en la medida permitida por normas imperativas;',
        '• revender, sublicenciar o explotar comercialmente el Servicio sin nuestro consentimiento previo por escrito.',
        'Si tenemos motivos razonables para creer que has incumplido este apartado, podremos adoptar las medidas adecuadas, como limitar el acceso a determinadas funciones, suspender o cerrar tu cuenta y, cuando proceda, informar a las autoridades competentes.',
      ],
    },
    {
      heading: 'Planes, suscripciones y facturación',
      paragraphs: [
        'Prospera ofrece un plan gratuito, denominado Básico, y planes de suscripción de pago opcionales: Mensual (1 mes), Trimestral (3 meses), Semestral (6 meses) y Anual (12 meses). El precio de referencia es de 9,99 dólares estadounidenses (USD) al mes; el plan Trimestral tiene un descuento del 10 % sobre ese precio de referencia, el Semestral del 20 % y el Anual del 30 %. Cada plan se paga íntegramente al comienzo de su periodo. El precio exacto, el periodo de facturación y los impuestos aplicables se te muestran antes de que confirmes la compra.',
        'Todos los planes de pago permiten hasta 6 proyectos activos al mismo tiempo, un número ilimitado de acciones nuevas y el acceso a las estadísticas de tu progreso.',
        'Los precios se expresan y se cobran en dólares estadounidenses. Según tu país, pueden aplicarse impuestos como el IVA o impuestos sobre las ventas, y tu banco o tu proveedor de pagos pueden cobrarte comisiones por conversión de divisa u otros cargos ajenos a nuestro control.',
        'Los pagos se realizan a través de los medios de pago indicados en el momento de la compra y pueden ser procesados por proveedores de pago externos. Prospera Labs registra y confirma cada pago en el historial de tu suscripción. Prospera no recoge ni almacena en ningún momento los datos de tu tarjeta.',
        'Tu suscripción se activa una vez que hemos confirmado la recepción del pago. Las funciones de pago estarán disponibles durante todo el periodo abonado, desde la fecha de inicio hasta la fecha de finalización que figura en tu cuenta.',
        'Podemos modificar los precios de nuestros planes. Cualquier cambio de precio se aplicará únicamente a partir de tu siguiente renovación, y te lo comunicaremos con al menos 30 días de antelación para que puedas cancelar antes de que entre en vigor si no estás de acuerdo.',
      ],
    },
    {
      heading: 'Renovación, cancelación y reembolsos',
      paragraphs: [
        'Si tu suscripción tiene activada la renovación automática, al final de cada periodo se renovará por un periodo de la misma duración al precio vigente en ese momento, salvo que la canceles antes de la fecha de renovación. Te recordaremos la renovación a través de tu cuenta o, cuando la ley lo exija, por correo electrónico.',
        'Puedes cancelar tu suscripción en cualquier momento. Al cancelarla se desactiva la renovación automática: conservarás el acceso a las funciones de pago hasta el final del periodo ya abonado (la fecha de renovación) y, a partir de entonces, tu cuenta pasará automáticamente al plan gratuito Básico.',
        'También puedes cambiar a otro plan de pago en cualquier momento. El nuevo plan comienza el día del cambio, por su periodo completo y a su precio completo, y la renovación automática vuelve a activarse; la parte no utilizada del plan anterior no se traslada ni se reembolsa, salvo que la ley disponga otra cosa. Cuando un plan ha terminado, puedes volver a elegirlo para iniciar un nuevo periodo.',
        'Salvo que la ley lo exija o se indique expresamente lo contrario, los pagos no son reembolsables y no ofrecemos reembolsos ni créditos por periodos parcialmente utilizados. Esto no afecta al derecho de desistimiento ni a los demás derechos que puedan corresponderte como consumidor conforme a la legislación imperativa de tu país de residencia.',
        'Si no es posible confirmar un pago, podremos suspender las funciones de pago hasta que se resuelva la situación. Un pago fallido no conlleva la eliminación de tus datos: tu cuenta seguirá funcionando con los límites del plan gratuito.',
      ],
    },
    {
      heading: 'Plan gratuito (Básico) y sus límites',
      paragraphs: [
        'El plan Básico es gratuito y te da acceso a la evaluación, a la rueda de la vida y a las funciones esenciales para organizar proyectos, metas y acciones, con los siguientes límites:',
        '• un máximo de 3 proyectos activos al mismo tiempo;',
        '• un máximo de 30 acciones nuevas creadas por mes natural;',
        '• sin acceso a las estadísticas, que se incluyen en los planes de pago.',
        'Cuando alcances un límite, no podrás crear más proyectos o acciones hasta que completes, canceles o pospongas alguno de tus proyectos activos, comience el siguiente mes natural o te pases a un plan de pago. Alcanzar un límite nunca implica la eliminación de los datos que ya hayas introducido.',
        'Si pasas de un plan de pago al plan Básico, se conservará el contenido que hayas creado durante la suscripción, pero los límites del plan gratuito se aplicarán a la creación de nuevos proyectos y acciones. Podemos modificar las funciones y los límites del plan gratuito conforme a lo previsto en el apartado sobre cambios en estos Términos.',
      ],
    },
    {
      heading: 'Propiedad intelectual',
      paragraphs: [
        'El Servicio, incluidos su software, diseño, interfaz, textos, cuestionarios, metodología de puntuación, gráficos, logotipos, el nombre y la marca Prospera y todos los demás elementos que no sean tu Contenido, pertenece a Prospera Labs o a sus licenciantes y está protegido por la legislación de propiedad intelectual e industrial.',
        'Siempre que cumplas estos Términos, te concedemos una licencia limitada, personal, no exclusiva, intransferible y revocable para acceder al Servicio y utilizarlo con fines personales y no comerciales mientras tu cuenta esté activa.',
        'Nada de lo dispuesto en estos Términos te transfiere derechos de titularidad sobre el Servicio. Nos reservamos todos los derechos que no se concedan expresamente.',
      ],
    },
    {
      heading: 'Disponibilidad y cambios del Servicio',
      paragraphs: [
        'Trabajamos para que Prospera esté disponible y funcione correctamente, pero no podemos garantizar que el Servicio sea ininterrumpido, esté libre de errores o esté disponible en todo momento. El acceso puede interrumpirse temporalmente por mantenimiento, actualizaciones, motivos de seguridad o causas ajenas a nuestro control razonable.',
        'Podemos desarrollar, modificar o retirar funciones del Servicio. Si un cambio reduce de forma significativa las funciones de un plan de pago que ya hayas abonado, te lo comunicaremos con antelación y, cuando proceda, te ofreceremos el reembolso proporcional del periodo restante u otra solución admitida por la ley.',
      ],
    },
    {
      heading: 'Suspensión y terminación',
      paragraphs: [
        'Puedes dejar de usar Prospera en cualquier momento y solicitar la eliminación de tu cuenta escribiendo a privacy@prospera.app o, cuando esté disponible, desde la configuración de tu cuenta. Eliminar tu cuenta no da derecho automáticamente al reembolso de los importes ya abonados, sin perjuicio de tus derechos legales.',
        'Podemos suspender o cerrar tu cuenta, con aviso previo cuando sea razonablemente posible, si incumples estos Términos de forma grave o reiterada, si utilizas el Servicio de forma fraudulenta o de manera que pueda causar daños a nosotros, a otros usuarios o a terceros, o si así nos lo exige la ley o una autoridad competente.',
        'También podemos dejar de ofrecer el Servicio por completo. En ese caso, te avisaremos con una antelación razonable, te daremos la oportunidad de solicitar una copia de tus datos y te reembolsaremos la parte proporcional de cualquier suscripción abonada por un periodo que no vaya a prestarse.',
        'Tras la terminación, tu derecho a utilizar el Servicio cesa de inmediato y tus datos se eliminarán o anonimizarán conforme a nuestra Política de privacidad. Las disposiciones de estos Términos que por su naturaleza deban subsistir tras la terminación, como las relativas a la propiedad intelectual, la exención de garantías, la limitación de responsabilidad y la legislación aplicable, seguirán vigentes.',
      ],
    },
    {
      heading: 'Exención de garantías',
      paragraphs: [
        'El Servicio se ofrece «tal cual» y «según disponibilidad». En la medida permitida por la ley, no ofrecemos garantías, expresas ni implícitas, de que el Servicio vaya a cumplir tus expectativas, de que vayas a obtener un resultado concreto al utilizarlo ni de que las puntuaciones y sugerencias que genera sean exactas, completas o adecuadas para tu situación particular.',
        'El desarrollo personal depende de muchos factores que escapan a nuestro control, entre ellos tus propias decisiones y circunstancias. Completar el programa de 90 días no garantiza ninguna mejora concreta de tu salud, tus relaciones, tus ingresos, tu patrimonio o tu bienestar.',
        'Nada de lo dispuesto en estos Términos excluye ni limita las garantías o los derechos que no puedan excluirse o limitarse conforme a la legislación imperativa que te sea aplicable, incluidas, en su caso, las garantías legales de conformidad de los servicios digitales para consumidores.',
      ],
    },
    {
      heading: 'Limitación de responsabilidad',
      paragraphs: [
        'En la máxima medida permitida por la legislación aplicable, Prospera Labs no será responsable de ningún daño indirecto, incidental, especial o consecuente, ni de la pérdida de beneficios, ingresos, datos, oportunidades o reputación derivada del uso del Servicio o de la imposibilidad de usarlo, o relacionada con ellos.',
        'En la máxima medida permitida por la legislación aplicable, nuestra responsabilidad total frente a ti por cualquier reclamación derivada de estos Términos o del Servicio, o relacionada con ellos, se limitará a la mayor de las siguientes cantidades: el importe que nos hayas abonado en los doce (12) meses anteriores al hecho que origine la reclamación o 50 dólares estadounidenses.',
        'Nada de lo anterior limita ni excluye nuestra responsabilidad por muerte o lesiones personales causadas por nuestra negligencia, por fraude o dolo, por negligencia grave ni por cualquier otra responsabilidad que no pueda limitarse o excluirse conforme a la legislación aplicable.',
      ],
    },
    {
      heading: 'Privacidad y datos personales',
      paragraphs: [
        'Tratamos tus datos personales conforme a nuestra Política de privacidad, que forma parte de estos Términos y explica qué datos recogemos, para qué los usamos, durante cuánto tiempo los conservamos y cómo puedes ejercer tus derechos.',
        'Algunas de tus respuestas, en especial las relativas a la salud o a tu relación de pareja e intimidad, pueden revelar aspectos sensibles de tu vida. Solo las utilizamos para prestarte el Servicio y nunca las compartimos con terceros para sus propios fines.',
      ],
    },
    {
      heading: 'Legislación aplicable y resolución de conflictos',
      paragraphs: [
        'Estos Términos se rigen por las leyes del país en el que está establecida Prospera Labs, con exclusión de sus normas sobre conflicto de leyes.',
        'Si eres consumidor, esta elección de ley no te priva de la protección que te otorguen las disposiciones imperativas de la legislación del país en el que tengas tu residencia habitual. Asimismo, podrás acudir a los tribunales de tu lugar de residencia cuando la ley así lo permita.',
        'Antes de presentar cualquier reclamación formal, te animamos a que nos escribas a legal@prospera.app para intentar resolver la cuestión de forma amistosa. Cuando corresponda, también puedes recurrir a los mecanismos de resolución alternativa de conflictos o a las plataformas de resolución de litigios en línea disponibles para los consumidores en tu jurisdicción.',
      ],
    },
    {
      heading: 'Cambios en estos Términos',
      paragraphs: [
        'Podemos actualizar estos Términos para reflejar cambios en el Servicio, en nuestra actividad o en la legislación aplicable. La fecha de la última actualización figura siempre al principio de este documento.',
        'Si los cambios son sustanciales, te los notificaremos con al menos 30 días de antelación a su entrada en vigor, por correo electrónico o mediante un aviso en el Servicio. Si no estás de acuerdo con los nuevos Términos, puedes cancelar tu suscripción y eliminar tu cuenta antes de esa fecha. Si sigues utilizando el Servicio después de ella, se entenderá que aceptas los Términos actualizados.',
        'Los cambios exigidos por la ley o motivados por razones de seguridad pueden entrar en vigor de inmediato; en ese caso, te informaremos lo antes posible.',
      ],
    },
    {
      heading: 'Disposiciones generales',
      paragraphs: [
        'Si alguna disposición de estos Términos se declara nula o inaplicable, las demás mantendrán plena validez y eficacia, y la disposición afectada se sustituirá por otra válida que se aproxime lo más posible a su finalidad original.',
        'Estos Términos están disponibles en español y en inglés. En caso de discrepancia entre ambas versiones, prevalecerá la versión en español, salvo que la legislación imperativa disponga otra cosa.',
      ],
    },
    {
      heading: 'Contacto',
      paragraphs: [
        'Si tienes cualquier pregunta sobre estos Términos o sobre el Servicio, puedes escribirnos a:',
        '• Cuestiones legales y estos Términos: legal@prospera.app',
        '• Privacidad y datos personales: privacy@prospera.app',
        'El domicilio social y los datos registrales de Prospera Labs están disponibles a petición escribiendo a legal@prospera.app. Intentaremos responder a tu consulta lo antes posible.',
      ],
    },
  ],
};
