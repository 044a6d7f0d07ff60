// The plans, the subscription in force and its summary on the profile.
export const subscriptions = {
  summary: {
    title: 'Tu suscripción',
    loading: 'Cargando tu plan...',
    loadError: 'No se pudo cargar tu suscripción.',
    name: 'Plan {{plan}}',
    free: 'Plan gratuito: sin fecha de renovación.',
    endsOn: 'Activo hasta el {{date}}, sin renovación',
    expired: 'Tu suscripción terminó: vuelves a tener el plan Básico.',
  },
  title: 'Planes',
  subtitle: 'Elige el plan que mejor te acompaña',
  pricesIn: 'Precios en {{currency}}.',
  empty: 'No hay planes disponibles en este momento.',
  loading: 'Cargando planes...',
  loadError: 'No se pudieron cargar los planes.',
  names: {
    BASICO: 'Básico',
    MONTHLY: 'Mensual',
    QUARTERLY: 'Trimestral',
    SEMESTER: 'Semestral',
    ANNUAL: 'Anual',
  },
  current: {
    label: 'Tu plan actual',
    basic: 'Gratis para siempre: hasta {{projects}} proyectos activos y {{actions}} acciones nuevas al mes, sin analíticas.',
    status: 'Estado',
    active: 'Activa',
    inactive: 'Inactiva',
    cancelled: 'Cancelada',
    renews: 'Tu plan termina el {{date}} si no lo renuevas',
    endsOn: 'Tu plan sigue activo hasta el {{date}}; después no se renovará.',
    expired: 'Tu suscripción al plan {{plan}} terminó el {{date}}.',
    daysRemaining_one: 'Queda {{count}} día',
    daysRemaining_other: 'Quedan {{count}} días',
    monthlyRate: 'Tarifa mensual',
    totalPaid: 'Total pagado',
    billingCycle: 'Ciclo de facturación',
    paymentMethod: 'Método de pago',
    nextRenewal: 'Renuévalo antes del',
    noRenewal: 'Sin renovación',
    savings: 'Ahorro',
  },
  months_one: '{{count}} mes',
  months_other: '{{count}} meses',
  paymentMethods: {
    manual: 'Pago manual (sin tarjeta ni cobro automático)',
  },
  card: {
    recommended: 'Recomendado',
    current: 'Plan actual',
    perCycle_one: 'por {{count}} mes',
    perCycle_other: 'por {{count}} meses',
    perMonth: 'Equivale a {{price}} al mes',
    discount: '-{{discount}}',
    savings: 'Ahorras {{amount}}',
    actionsUnlimited: 'Acciones ilimitadas',
    actionsPerMonth_one: '{{count}} acción nueva al mes',
    actionsPerMonth_other: '{{count}} acciones nuevas al mes',
    projects_one: 'Hasta {{count}} proyecto activo',
    projects_other: 'Hasta {{count}} proyectos activos',
    analytics: 'Analíticas de tu progreso',
    noAnalytics: 'Sin analíticas',
    subscribe: 'Suscribirme',
    change: 'Cambiar a este plan',
    currentButton: 'Es tu plan actual',
  },
  confirm: {
    subscribeTitle: '¿Suscribirte al plan {{plan}}?',
    changeTitle: '¿Cambiar al plan {{plan}}?',
    subscribeMessage:
      'Pagarás {{price}} por {{period}}. Es un pago manual: no hay pasarela de pago ni te pedimos tarjeta; registramos el pago nosotros y nunca se cobra ni se renueva solo. Tu plan empieza hoy y termina el {{endDate}} si no lo renuevas.',
    changeMessage:
      'Tu plan {{current}} termina hoy y empieza un periodo nuevo de {{period}}; el tiempo restante no se traslada. Pagarás {{price}} con un pago manual: sin tarjeta, lo registramos nosotros y nunca se cobra ni se renueva solo. El plan nuevo termina el {{endDate}} si no lo renuevas.',
    subscribe: 'Suscribirme',
    change: 'Cambiar de plan',
  },
  subscribed: '¡Listo! Ya tienes el plan {{plan}}.',
  changed: 'Has cambiado al plan {{plan}}.',
  errorSubscribing: 'Error al guardar tu plan: {{reason}}',
  cancel: {
    button: 'Cancelar suscripción',
    title: '¿Cancelar tu suscripción?',
    message:
      'No se renovará. Mantienes el plan {{plan}} y todas sus ventajas hasta el {{date}}; después pasarás al plan Básico sin perder tus datos.',
    confirm: 'Sí, cancelar',
    keep: 'Mantener mi plan',
    done: 'Suscripción cancelada. Tu plan sigue activo hasta el {{date}}.',
    error: 'Error al cancelar tu suscripción: {{reason}}',
  },
  planLimit: {
    link: 'Ver planes',
  },
  faq: {
    title: 'Preguntas frecuentes',
    prices: {
      question: '¿Cuánto cuestan los planes?',
      answer:
        'Los planes de pago parten de {{price}} al mes. El Trimestral tiene un {{quarterly}} de descuento, el Semestral un {{semester}} y el Anual un {{annual}}. Pagas el periodo completo al contratarlo.',
    },
    limits: {
      question: '¿Qué incluye cada plan?',
      answer:
        'El plan Básico es gratuito y es el de todos quienes no tienen suscripción: hasta {{basicProjects}} proyectos activos y {{basicActions}} acciones nuevas al mes, sin analíticas. Todos los planes de pago incluyen hasta {{paidProjects}} proyectos activos, acciones ilimitadas y analíticas.',
    },
    limitReached: {
      question: '¿Qué pasa si llego a un límite?',
      answer:
        'No pierdes nada de lo que ya creaste. Solo no podrás crear más proyectos activos o acciones hasta que cambies de plan, completes o pauses un proyecto, o empiece el mes siguiente (las acciones se cuentan por mes natural).',
    },
    payment: {
      question: '¿Cómo se paga?',
      answer:
        'Por ahora no hay pasarela de pago: al suscribirte registramos el pago de forma manual por el precio exacto del plan, en dólares estadounidenses (USD). No te pedimos ninguna tarjeta.',
    },
    change: {
      question: '¿Puedo cambiar de plan?',
      answer:
        'Sí, cuando quieras. El plan nuevo empieza en ese momento con un periodo completo y se registra su pago; el tiempo que te quedaba del plan anterior no se traslada.',
    },
    cancel: {
      question: '¿Cómo cancelo?',
      answer:
        'Con «Cancelar suscripción» en esta página. Tu plan no se renovará, pero lo mantienes hasta la fecha de renovación; después vuelves al plan Básico con todos tus datos.',
    },
  },
};
