// Starter suggestions for the money and finances questions (prisma/seed/questions.ts, same order). Amounts are
// relative (a month of expenses, a share of income) because people plan in six currencies.
import type { SuggestionSet } from './types';

export const moneyFinances: SuggestionSet = {
  areaKey: 'MONEY_FINANCES',
  haveMoreQuestions: false,
  questions: [
    {
      order: 1,
      BE: [
        { es: 'Soy una persona que decide a dónde va su dinero antes de gastarlo', en: 'I am someone who decides where my money goes before I spend it' },
        { es: 'Soy alguien que mira sus finanzas con calma y sin miedo', en: 'I am someone who looks at my finances calmly and without fear' },
      ],
      DO: [
        { es: 'Hago mi presupuesto el primer día de cada mes', en: 'I make my budget on the first day of each month' },
        { es: 'Cada domingo reviso cuánto me queda en cada categoría', en: 'Every Sunday I check what is left in each category' },
      ],
      HAVE: [{ es: 'Tengo tres meses seguidos cumpliendo mi presupuesto', en: 'I have stayed on budget for three months in a row' }],
      actions: [
        {
          context: 'COMPUTER', energy: 'MEDIUM', minutes: 45,
          es: { title: 'Hacer tu primer presupuesto mensual', description: 'Arriba tus ingresos; debajo, gastos fijos, gastos variables y ahorro. Empieza con cinco categorías como mucho.' },
          en: { title: 'Build your first monthly budget', description: 'Income at the top; below it, fixed costs, variable spending and savings. Start with five categories at most.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 15,
          es: { title: 'Elegir una aplicación o una hoja de cálculo para tu presupuesto', description: 'La más sencilla que vayas a abrir cada semana: lo importante es usarla.' },
          en: { title: 'Pick an app or a spreadsheet for your budget', description: 'The simplest one you will open every week: using it is what counts.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 15, repeat: { weekdays: [7] },
          es: { title: 'Revisión semanal del presupuesto', description: 'Registra los gastos de la semana y ajusta si alguna categoría se pasó.' },
          en: { title: 'Weekly budget check-in', description: "Log the week's spending and adjust if a category ran over." },
        },
      ],
    },
    {
      order: 2,
      BE: [
        { es: 'Soy una persona previsora que se prepara para los imprevistos', en: 'I am someone who plans ahead for the unexpected' },
        { es: 'Soy alguien que aparta dinero para su tranquilidad antes de gastar', en: 'I am someone who sets money aside for peace of mind before spending' },
      ],
      DO: [
        { es: 'El día que cobro, paso una cantidad fija a mi fondo de emergencia', en: 'On payday I move a fixed amount into my emergency fund' },
        { es: 'Guardo el fondo de emergencia en una cuenta aparte y no lo uso para gastos corrientes', en: 'I keep my emergency fund in a separate account and never use it for everyday spending' },
      ],
      HAVE: [{ es: 'Tengo ahorrado en mi fondo de emergencia al menos un mes de gastos básicos', en: 'I have at least one month of essential expenses saved in my emergency fund' }],
      actions: [
        {
          context: 'COMPUTER', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Calcular tus gastos básicos de un mes', description: 'Vivienda, comida, servicios, transporte y deudas: ese total es tu unidad de medida.' },
          en: { title: 'Work out one month of essential expenses', description: 'Housing, food, utilities, transport and debt payments: that total is your yardstick.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 20,
          es: { title: 'Abrir una cuenta de ahorro solo para emergencias', description: 'Separada de tu cuenta del día a día, sin tarjeta y, si puede ser, con algo de interés.' },
          en: { title: 'Open a savings account just for emergencies', description: 'Separate from your everyday account, with no card and ideally earning some interest.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 10,
          es: { title: 'Programar una transferencia automática el día de cobro', description: 'Aunque sea pequeña: lo automático se cumple sin depender de la fuerza de voluntad.' },
          en: { title: 'Set up an automatic transfer on payday', description: 'Even a small one: automatic saving happens without relying on willpower.' },
        },
      ],
    },
    {
      order: 3,
      BE: [
        { es: 'Soy una persona que se está liberando de sus deudas paso a paso', en: 'I am someone who is getting free of debt step by step' },
        { es: 'Soy alguien que enfrenta sus números con valentía', en: 'I am someone who faces my numbers with courage' },
      ],
      DO: [
        { es: 'Cada mes pago más del mínimo en la deuda con el interés más alto', en: 'Each month I pay more than the minimum on my highest-interest debt' },
        { es: 'No uso la tarjeta de crédito hasta dejar su saldo en cero', en: 'I leave my credit card unused until its balance is cleared' },
      ],
      HAVE: [{ es: 'Tengo saldada por completo al menos una deuda de consumo', en: 'I have paid off at least one consumer debt in full' }],
      actions: [
        {
          context: 'COMPUTER', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Hacer la lista de todas tus deudas', description: 'Para cada una: saldo, interés y pago mínimo. Ordénalas de mayor a menor interés.' },
          en: { title: 'List all your debts', description: 'For each: balance, interest rate and minimum payment. Sort them from highest to lowest rate.' },
        },
        {
          context: 'COMPUTER', energy: 'MEDIUM', minutes: 20,
          es: { title: 'Programar un pago extra a la deuda más cara', description: 'Decide una cantidad fija por encima del mínimo y prográmala cada mes.' },
          en: { title: 'Schedule an extra payment on the most expensive debt', description: 'Choose a fixed amount above the minimum and schedule it every month.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Llamar a tu banco para pedir un interés más bajo', description: 'Pregunta por refinanciar o unificar tus deudas; a veces basta con pedirlo.' },
          en: { title: 'Call your bank to ask for a lower rate', description: 'Ask about refinancing or consolidating your debts; sometimes asking is enough.' },
        },
      ],
    },
    {
      order: 4,
      BE: [
        { es: 'Soy una persona que ahorra con constancia, aunque sea poco', en: 'I am someone who saves steadily, even if it is a little' },
        { es: 'Soy alguien que disfruta ver crecer sus ahorros', en: 'I am someone who enjoys watching my savings grow' },
      ],
      DO: [
        { es: 'Aparto el 10 % de cada ingreso el mismo día que lo recibo', en: 'I set aside 10% of every payment the day it arrives' },
        { es: 'Cada mes reviso mis suscripciones y cancelo las que no uso', en: "Every month I review my subscriptions and cancel the ones I don't use" },
      ],
      HAVE: [{ es: 'Tengo tres meses seguidos ahorrando al menos el 10 % de mis ingresos', en: 'I have saved at least 10% of my income for three months running' }],
      actions: [
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 10,
          es: { title: 'Calcular el 10 % de tus ingresos del mes', description: 'Si hoy no te alcanza, empieza con el 3 % y súbelo un punto cada mes.' },
          en: { title: 'Work out 10% of your monthly income', description: 'If that is out of reach today, start at 3% and add a point each month.' },
        },
        {
          context: 'COMPUTER', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Cancelar suscripciones y cargos que no usas', description: 'Revisa los cargos de los últimos dos meses y da de baja al menos uno.' },
          en: { title: "Cancel subscriptions and charges you don't use", description: 'Go through the last two months of charges and cancel at least one.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 10,
          es: { title: 'Programar el ahorro automático del 10 %', description: 'Una transferencia el día de cobro a una cuenta de ahorro que no veas a diario.' },
          en: { title: 'Automate your 10% saving', description: "A payday transfer to a savings account you don't see every day." },
        },
      ],
    },
    {
      order: 5,
      BE: [
        { es: 'Soy una persona consciente de en qué gasta su dinero', en: 'I am someone who knows where my money goes' },
        { es: 'Soy alguien que mira sus cuentas con curiosidad y sin culpa', en: 'I am someone who looks at my accounts with curiosity, not guilt' },
      ],
      DO: [
        { es: 'Anoto cada gasto el mismo día en una aplicación o una libreta', en: 'I log every expense the same day in an app or a notebook' },
        { es: 'Cada domingo reviso mis movimientos bancarios', en: 'Every Sunday I go through my bank transactions' },
      ],
      HAVE: [{ es: 'Tengo un resumen de mis gastos de tres meses agrupado por categorías', en: 'I have a three-month summary of my spending by category' }],
      actions: [
        {
          context: 'COMPUTER', energy: 'MEDIUM', minutes: 45,
          es: { title: 'Clasificar los gastos del mes pasado', description: 'Descarga tus movimientos y agrúpalos en cinco o seis categorías; solo observa, sin juzgarte.' },
          en: { title: "Sort last month's spending", description: 'Download your transactions and group them into five or six categories; just look, no judging.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 10,
          es: { title: 'Instalar una aplicación para registrar gastos', description: 'O prepara una nota en el teléfono: lo importante es que anotar te lleve segundos.' },
          en: { title: 'Install an expense-tracking app', description: 'Or set up a note on your phone: what matters is logging in seconds.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 15, repeat: { weekdays: [7] },
          es: { title: 'Repasar los movimientos de la semana', description: 'Comprueba que todo está anotado y que nada te sorprende.' },
          en: { title: "Go over the week's transactions", description: 'Check that everything is logged and nothing surprises you.' },
        },
      ],
    },
    {
      order: 6,
      BE: [
        { es: 'Soy una persona que piensa en su yo del futuro', en: 'I am someone who looks after my future self' },
        { es: 'Soy alguien que invierte con paciencia y a largo plazo', en: 'I am someone who invests patiently and for the long term' },
      ],
      DO: [
        { es: 'Cada mes aporto una cantidad fija a mi plan de largo plazo', en: 'Every month I put a fixed amount into my long-term plan' },
        { es: 'Dedico una hora al mes a aprender sobre inversión y jubilación', en: 'I spend an hour a month learning about investing and retirement' },
      ],
      HAVE: [{ es: 'Tengo un plan de jubilación o de inversión abierto, con aportes automáticos', en: 'I have a retirement or investment plan with automatic contributions' }],
      actions: [
        {
          context: 'COMPUTER', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Averiguar qué ahorro para la jubilación tienes hoy', description: 'Consulta tus aportes actuales y una estimación de lo que recibirías: es tu punto de partida.' },
          en: { title: 'Find out what retirement savings you have today', description: 'Check your current contributions and an estimate of what you would get: that is your starting point.' },
        },
        {
          context: 'COMPUTER', energy: 'MEDIUM', minutes: 60,
          es: { title: 'Comparar dos o tres opciones de ahorro a largo plazo', description: 'Fíjate en comisiones, riesgo y si puedes aportar poco a poco. Si dudas, busca asesoría independiente.' },
          en: { title: 'Compare two or three long-term savings options', description: 'Look at fees, risk and whether you can contribute a little at a time. If unsure, get independent advice.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 15,
          es: { title: 'Programar tu primer aporte mensual', description: 'Empieza con una cantidad que no te ahogue; podrás subirla cada año.' },
          en: { title: 'Set up your first monthly contribution', description: "Start with an amount that doesn't squeeze you; you can raise it every year." },
        },
      ],
    },
    {
      order: 7,
      BE: [
        { es: 'Soy una persona que vive de acuerdo con sus ingresos', en: 'I am someone who lives within my means' },
        { es: 'Soy alguien que busca soluciones en lugar de esconder el problema', en: 'I am someone who looks for solutions instead of hiding from the problem' },
      ],
      DO: [
        { es: 'Antes de cada compra que no es esencial, espero 48 horas', en: 'I wait 48 hours before any non-essential purchase' },
        { es: 'Cada mes reviso mis gastos fijos y recorto al menos uno', en: 'Each month I review my fixed costs and trim at least one' },
      ],
      HAVE: [{ es: 'Tengo un mes completo cubierto con mis ingresos, sin pedir prestado', en: 'I have got through a whole month on my income without borrowing' }],
      actions: [
        {
          context: 'COMPUTER', energy: 'MEDIUM', minutes: 45,
          es: { title: 'Comparar tus ingresos con los gastos de un mes típico', description: 'Si falta dinero, anota exactamente cuánto: esa es la cifra que hay que cerrar.' },
          en: { title: "Compare your income with a typical month's spending", description: 'If you come up short, note exactly by how much: that is the gap to close.' },
        },
        {
          context: 'COMPUTER', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Renegociar una factura fija', description: 'Teléfono, internet o seguros: pide una tarifa mejor o cambia de proveedor.' },
          en: { title: 'Renegotiate one fixed bill', description: 'Phone, internet or insurance: ask for a better rate or switch provider.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Anotar tres ideas para conseguir un ingreso extra', description: 'Algo que sepas hacer, vender lo que no usas o sumar horas: elige la más viable y da el primer paso.' },
          en: { title: 'Note three ideas for extra income', description: "A skill you can offer, selling what you don't use, or extra hours: pick the most doable and take a first step." },
        },
      ],
    },
    {
      order: 8,
      BE: [
        { es: 'Soy una persona ordenada con sus pagos', en: 'I am someone who keeps my payments in order' },
        { es: 'Soy alguien que se ahorra recargos y preocupaciones planificando un poco', en: 'I am someone who avoids late fees and worry with a little planning' },
      ],
      DO: [
        { es: 'Pago las facturas variables el mismo día que me llegan', en: 'I pay variable bills the day they arrive' },
        { es: 'Cada lunes reviso mi calendario de pagos', en: 'Every Monday I check my payment calendar' },
      ],
      HAVE: [{ es: 'Tengo tres meses sin un solo recargo por retraso', en: 'I have gone three months without a single late fee' }],
      actions: [
        {
          context: 'COMPUTER', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Hacer un calendario con todas tus facturas', description: 'Nombre, importe aproximado y día de vencimiento de cada una, en un solo lugar.' },
          en: { title: 'Make a calendar of all your bills', description: 'Name, rough amount and due date for each, all in one place.' },
        },
        {
          context: 'COMPUTER', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Programar el pago automático de tus facturas fijas', description: 'Desde tu banco, con cargo a la cuenta que tenga fondos ese día.' },
          en: { title: 'Set up automatic payment for fixed bills', description: 'From your bank, charged to the account that has funds on that day.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 10,
          es: { title: 'Poner avisos tres días antes de cada vencimiento', description: 'Para las facturas variables que no puedas automatizar.' },
          en: { title: 'Set reminders three days before each due date', description: "For the variable bills you can't automate." },
        },
      ],
    },
    {
      order: 9,
      BE: [
        { es: 'Soy una persona que pone cifra y fecha a sus sueños', en: 'I am someone who puts a number and a date on my dreams' },
        { es: 'Soy alguien que usa su dinero para lo que de verdad le importa', en: 'I am someone who uses money for what truly matters to me' },
      ],
      DO: [
        { es: 'Cada mes reviso cuánto avancé en cada meta financiera', en: 'Each month I check my progress on each financial goal' },
        { es: 'Separo el dinero de cada meta en su propio apartado o cuenta', en: 'I keep the money for each goal in its own pot or account' },
      ],
      HAVE: [{ es: 'Tengo dos metas financieras escritas, cada una con cifra, fecha y aporte mensual', en: 'I have two written money goals, each with an amount, a deadline and a monthly contribution' }],
      actions: [
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Escribir tus dos metas financieras más importantes', description: 'Con cifra y fecha, por ejemplo: «Ahorrar 1.500 para un curso de idiomas antes de junio».' },
          en: { title: 'Write down your two most important money goals', description: 'With an amount and a date, e.g. "Save 1,500 for a new laptop by June".' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 15,
          es: { title: 'Calcular cuánto aportar cada mes a cada meta', description: 'Divide la cifra entre los meses que faltan; si no cabe, ajusta la fecha o la cifra.' },
          en: { title: 'Work out the monthly amount for each goal', description: "Divide the amount by the months left; if it doesn't fit, adjust the date or the amount." },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 15,
          es: { title: 'Crear un apartado de ahorro para cada meta', description: 'Muchos bancos permiten subcuentas con nombre; si no, una hoja de cálculo también sirve.' },
          en: { title: 'Create a savings pot for each goal', description: 'Many banks offer named pots or sub-accounts; otherwise a spreadsheet works too.' },
        },
      ],
    },
    {
      order: 10,
      BE: [
        { es: 'Soy una persona que se protege a sí misma y a quienes dependen de ella', en: 'I am someone who protects myself and the people who depend on me' },
        { es: 'Soy alguien que toma decisiones informadas sobre sus riesgos', en: 'I am someone who makes informed decisions about my risks' },
      ],
      DO: [
        { es: 'Una vez al año reviso mis seguros y lo que cubren', en: 'Once a year I review my insurance and what it covers' },
        { es: 'Comparo al menos tres ofertas antes de contratar un seguro', en: 'I compare at least three quotes before buying any insurance' },
      ],
      HAVE: [{ es: 'Tengo contratado el seguro que cubre mi riesgo principal', en: 'I have insurance in place for my biggest risk' }],
      actions: [
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Anotar tus tres riesgos principales', description: 'Tu salud, tu vivienda, tus ingresos o las personas que dependen de ti: ¿qué te haría más daño?' },
          en: { title: 'Write down your three biggest risks', description: 'Your health, your home, your income or the people who rely on you: what would hurt most?' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Revisar los seguros que ya tienes', description: 'Busca las pólizas y anota qué cubren, qué no y cuánto pagas por cada una.' },
          en: { title: 'Review the insurance you already have', description: "Find the policies and note what they cover, what they don't and what each costs." },
        },
        {
          context: 'COMPUTER', energy: 'MEDIUM', minutes: 45,
          es: { title: 'Comparar tres ofertas del seguro que te falta', description: 'Mira coberturas y exclusiones, no solo el precio.' },
          en: { title: 'Get three quotes for the insurance you lack', description: 'Compare cover and exclusions, not just the price.' },
        },
      ],
    },
  ],
};
