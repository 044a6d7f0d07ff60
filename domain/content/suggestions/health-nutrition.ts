// Starter suggestions for the health and nutrition questions (prisma/seed/questions.ts, same order).
import type { SuggestionSet } from './types';

export const healthNutrition: SuggestionSet = {
  areaKey: 'HEALTH_NUTRITION',
  haveMoreQuestions: false,
  questions: [
    {
      order: 1,
      BE: [
        { es: 'Soy una persona que protege su descanso', en: 'I am someone who protects my sleep' },
        { es: 'Soy alguien que se acuesta a tiempo para empezar bien el día siguiente', en: 'I am someone who goes to bed on time so the next day starts well' },
      ],
      DO: [
        { es: 'Entre semana me acuesto siempre a la misma hora, con 8 horas por delante', en: 'On weeknights I go to bed at the same time, with 8 hours ahead of me' },
        { es: 'Dejo las pantallas 30 minutos antes de dormir', en: 'I put screens away 30 minutes before sleep' },
      ],
      HAVE: [{ es: 'Tengo un dormitorio oscuro, fresco y sin pantallas que me ayuda a dormir', en: 'I have a dark, cool, screen-free bedroom that helps me sleep' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 10,
          es: { title: 'Decidir tu hora de acostarte', description: 'Cuenta 8 horas hacia atrás desde que te levantas y pon una alarma 30 minutos antes para prepararte.' },
          en: { title: 'Set your bedtime', description: 'Count back 8 hours from when you wake up and set an alarm 30 minutes earlier to start winding down.' },
        },
        {
          context: 'ERRANDS', energy: 'LOW', minutes: 30,
          es: { title: 'Conseguir lo que le falta a tu dormitorio para dormir mejor', description: 'Cortinas opacas, un antifaz, tapones para los oídos o un despertador para sacar el teléfono del cuarto.' },
          en: { title: 'Get what your bedroom needs for better sleep', description: 'Blackout curtains, an eye mask, earplugs, or an alarm clock so the phone can leave the room.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 5, repeat: { weekdays: [1, 2, 3, 4, 7] },
          es: { title: 'Dejar el teléfono cargando fuera del dormitorio', description: 'Conéctalo en otra habitación cuando suene tu alarma para prepararte a dormir.' },
          en: { title: 'Charge your phone outside the bedroom', description: 'Plug it in another room when your wind-down alarm goes off.' },
        },
      ],
    },
    {
      order: 2,
      BE: [
        { es: 'Soy una persona activa que mueve el cuerpo casi todos los días', en: 'I am an active person who moves my body most days' },
        { es: 'Soy alguien que disfruta del movimiento en lugar de vivirlo como una obligación', en: 'I am someone who enjoys movement rather than seeing it as a chore' },
      ],
      DO: [
        { es: 'Camino a paso rápido 30 minutos cinco días por semana', en: 'I walk briskly for 30 minutes five days a week' },
        { es: 'Hago dos sesiones de fuerza de 20 minutos por semana', en: 'I do two 20-minute strength sessions a week' },
      ],
      HAVE: [{ es: 'Tengo 12 semanas seguidas sumando al menos 150 minutos de actividad', en: 'I have 12 weeks in a row with at least 150 minutes of activity each' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 10,
          es: { title: 'Elegir una actividad que te apetezca de verdad', description: 'Caminar, bailar, nadar o ir en bici: la mejor es la que vas a repetir.' },
          en: { title: 'Choose an activity you actually like', description: 'Walking, dancing, swimming or cycling: the best one is the one you will repeat.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30, repeat: { weekdays: [1, 2, 3, 4, 5] },
          es: { title: 'Caminata rápida de 30 minutos', description: 'A un ritmo en que puedas hablar pero no cantar. También valen tres caminatas de 10 minutos.' },
          en: { title: '30-minute brisk walk', description: 'At a pace where you can talk but not sing. Three 10-minute walks count too.' },
        },
        {
          context: 'HOME', energy: 'HIGH', minutes: 20, repeat: { weekdays: [2, 4] },
          es: { title: 'Sesión de fuerza de 20 minutos en casa', description: 'Sentadillas, flexiones con las rodillas apoyadas y plancha: tres rondas a tu ritmo.' },
          en: { title: '20-minute strength session at home', description: 'Squats, knee push-ups and a plank: three rounds at your own pace.' },
        },
      ],
    },
    {
      order: 3,
      BE: [
        { es: 'Soy una persona que se alimenta con cariño y variedad', en: 'I am someone who nourishes my body with care and variety' },
        { es: 'Soy alguien que llena la mitad del plato con verduras', en: 'I am someone who fills half the plate with vegetables' },
      ],
      DO: [
        { es: 'Incluyo fruta o verdura en cada comida del día', en: 'I include fruit or vegetables in every meal' },
        { es: 'Cada domingo dejo verduras lavadas y cortadas para la semana', en: 'Every Sunday I wash and chop vegetables for the week' },
      ],
      HAVE: [{ es: 'Tengo una lista de 10 recetas fáciles con verduras que me gustan', en: 'I have a list of 10 easy vegetable recipes I enjoy' }],
      actions: [
        {
          context: 'ERRANDS', energy: 'MEDIUM', minutes: 45, repeat: { weekdays: [6] },
          es: { title: 'Comprar fruta y verdura para toda la semana', description: 'Calcula cinco porciones por persona y día; lo de temporada suele ser más barato.' },
          en: { title: 'Buy fruit and vegetables for the whole week', description: 'Plan five servings per person a day; seasonal produce is usually cheaper.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 40, repeat: { weekdays: [7] },
          es: { title: 'Lavar y cortar verduras para tenerlas a mano', description: 'Guárdalas en recipientes a la vista: lo que se ve, se come.' },
          en: { title: 'Wash and chop vegetables to keep them handy', description: 'Store them in containers you can see: what you see is what you eat.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 20,
          es: { title: 'Buscar tres recetas nuevas con verduras', description: 'Fáciles, de menos de 30 minutos y con ingredientes que encuentres cerca.' },
          en: { title: 'Find three new vegetable recipes', description: 'Simple, under 30 minutes, with ingredients you can find nearby.' },
        },
      ],
    },
    {
      order: 4,
      BE: [
        { es: 'Soy una persona que cuida su hidratación durante todo el día', en: 'I am someone who stays hydrated all day long' },
        { es: 'Soy alguien que escucha a su cuerpo y lo atiende a tiempo', en: 'I am someone who listens to my body and looks after it in time' },
      ],
      DO: [
        { es: 'Bebo un vaso de agua al levantarme y otro con cada comida', en: 'I drink a glass of water when I wake up and one with each meal' },
        { es: 'Llevo una botella de agua conmigo y la relleno dos veces al día', en: 'I carry a water bottle and refill it twice a day' },
      ],
      HAVE: [{ es: 'Tengo una botella reutilizable que me acompaña a todas partes', en: 'I have a reusable bottle that goes everywhere with me' }],
      actions: [
        {
          context: 'ERRANDS', energy: 'LOW', minutes: 20,
          es: { title: 'Conseguir una botella reutilizable que te guste', description: 'De un tamaño que puedas llevar siempre; si te ayuda, marca en ella metas para la mañana y la tarde.' },
          en: { title: 'Get a reusable bottle you like', description: 'A size you can always carry; if it helps, mark morning and afternoon targets on it.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 5,
          es: { title: 'Dejar un vaso de agua junto a la cama', description: 'Para beberlo nada más levantarte, antes del café.' },
          en: { title: 'Leave a glass of water by your bed', description: 'So you drink it as soon as you get up, before coffee.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 5,
          es: { title: 'Programar tres recordatorios de agua en el teléfono', description: 'A media mañana, después de comer y a media tarde, durante las primeras tres semanas.' },
          en: { title: 'Set three water reminders on your phone', description: 'Mid-morning, after lunch and mid-afternoon, for the first three weeks.' },
        },
      ],
    },
    {
      order: 5,
      BE: [
        { es: 'Soy una persona que cuida su salud antes de que aparezcan los problemas', en: 'I am someone who looks after my health before problems show up' },
        { es: 'Soy alguien que se toma en serio sus citas médicas', en: 'I am someone who takes medical appointments seriously' },
      ],
      DO: [
        { es: 'Pido mis citas preventivas cuando corresponden y asisto a ellas', en: 'I book my preventive appointments when they are due and attend them' },
        { es: 'Antes de cada consulta anoto mis dudas de salud', en: 'Before each appointment I write down my health questions' },
      ],
      HAVE: [{ es: 'Tengo hecho un chequeo general con análisis y sus resultados revisados con mi médico', en: 'I have had a general check-up with tests and gone over the results with my doctor' }],
      actions: [
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 15,
          es: { title: 'Pedir cita para un chequeo general', description: 'Por teléfono o en línea, en tu centro de salud o con tu médico de familia.' },
          en: { title: 'Book a general check-up', description: 'By phone or online, at your health centre or with your family doctor.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 15,
          es: { title: 'Preparar tus preguntas y antecedentes para la consulta', description: 'Síntomas, medicación, enfermedades de tu familia y lo que quieras preguntar, en una nota.' },
          en: { title: 'Prepare your questions and history for the visit', description: 'Symptoms, medication, family illnesses and what you want to ask, in one note.' },
        },
        {
          context: 'ERRANDS', energy: 'MEDIUM', minutes: 60,
          es: { title: 'Hacerte los análisis que te indiquen', description: 'Revisa si hay que ir en ayunas y deja libre esa mañana.' },
          en: { title: 'Get the tests your doctor orders', description: 'Check whether you need to fast and keep that morning free.' },
        },
      ],
    },
    {
      order: 6,
      BE: [
        { es: 'Soy una persona que cuida su energía a lo largo del día', en: 'I am someone who manages my energy through the day' },
        { es: 'Soy alguien que nota qué le da energía y qué se la quita', en: 'I am someone who notices what gives me energy and what drains it' },
      ],
      DO: [
        { es: 'Desayuno con proteína y evito el azúcar a media tarde', en: 'I eat a breakfast with protein and skip the mid-afternoon sugar fix' },
        { es: 'Hago una pausa activa de 5 minutos cada dos horas', en: 'I take a 5-minute movement break every two hours' },
      ],
      HAVE: [{ es: 'Tengo un registro de dos semanas que muestra qué me da y qué me quita energía', en: 'I have a two-week log that shows what boosts and what drains my energy' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 5,
          es: { title: 'Puntuar tu energía del 1 al 10 dos veces al día', description: 'Durante dos semanas, a mediodía y al final de la tarde, junto a lo que comiste y cómo dormiste.' },
          en: { title: 'Rate your energy from 1 to 10 twice a day', description: 'For two weeks, at midday and late afternoon, alongside what you ate and how you slept.' },
        },
        {
          context: 'ERRANDS', energy: 'LOW', minutes: 20,
          es: { title: 'Llevar algo sano para comer a media tarde', description: 'Fruta, frutos secos o yogur en tu bolso o en el trabajo, para no depender del azúcar.' },
          en: { title: 'Carry a healthy afternoon snack', description: "Fruit, nuts or yoghurt in your bag or at work, so you don't rely on sugar." },
        },
        {
          context: 'WORK', energy: 'LOW', minutes: 5, repeat: { weekdays: [1, 2, 3, 4, 5] },
          es: { title: 'Pausas activas de 5 minutos', description: 'Pon una alarma cada dos horas: levántate, estírate y bebe agua.' },
          en: { title: '5-minute movement breaks', description: 'Set an alarm every two hours: stand up, stretch and drink some water.' },
        },
      ],
    },
    {
      order: 7,
      BE: [
        { es: 'Soy una persona que sabe recuperar la calma con recursos sanos', en: 'I am someone who finds my calm again in healthy ways' },
        { es: 'Soy alguien que pide ayuda cuando el estrés le supera', en: 'I am someone who asks for help when stress gets too much' },
      ],
      DO: [
        { es: 'Practico 10 minutos de respiración o meditación cinco días por semana', en: 'I practise 10 minutes of breathing or meditation five days a week' },
        { es: 'Cuando siento estrés, salgo a caminar o hablo con alguien', en: 'When I feel stressed, I go for a walk or talk to someone' },
      ],
      HAVE: [{ es: 'Tengo por escrito tres recursos sanos contra el estrés que me funcionan', en: 'I have a written list of three healthy ways to handle stress that work for me' }],
      actions: [
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 10,
          es: { title: 'Elegir una meditación guiada corta', description: 'Prueba dos o tres audios gratuitos de 10 minutos y quédate con el que mejor te siente.' },
          en: { title: 'Choose a short guided meditation', description: 'Try two or three free 10-minute recordings and keep the one that suits you best.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 10, repeat: { weekdays: [1, 2, 3, 4, 5] },
          es: { title: 'Diez minutos de respiración o meditación', description: 'A la misma hora cada día, aunque tengas la mente inquieta: practicar también es eso.' },
          en: { title: 'Ten minutes of breathing or meditation', description: 'At the same time each day, even with a busy mind: that is part of practising.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 15,
          es: { title: 'Escribir tu plan para los días de mucho estrés', description: 'Qué señales notas, qué te ayuda y a quién puedes llamar. Si el estrés no cede, considera hablar con un profesional.' },
          en: { title: 'Write your plan for high-stress days', description: "The signs you notice, what helps and who you can call. If stress won't ease, consider talking to a professional." },
        },
      ],
    },
    {
      order: 8,
      BE: [
        { es: 'Soy una persona que elige con conciencia lo que entra en su cuerpo', en: 'I am someone who chooses consciously what goes into my body' },
        { es: 'Soy alguien que busca apoyo para cuidar su salud, sin culpa', en: 'I am someone who seeks support for my health, without guilt' },
      ],
      DO: [
        { es: 'Llevo la cuenta de lo que fumo, vapeo o bebo y lo reduzco cada semana', en: 'I keep track of what I smoke, vape or drink and cut it down each week' },
        { es: 'Cambio mi momento habitual de consumo por otra actividad', en: 'I swap my usual moment of smoking or drinking for another activity' },
      ],
      HAVE: [{ es: 'Tengo 30 días seguidos sin fumar, vapear ni beber en exceso', en: 'I have 30 days in a row without smoking, vaping or heavy drinking' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 10,
          es: { title: 'Anotar durante una semana cuándo y por qué consumes', description: 'Hora, lugar, con quién y cómo te sentías: así verás qué situaciones cambiar primero.' },
          en: { title: 'Log when and why you smoke or drink for a week', description: 'Time, place, who you were with and how you felt: it shows which situations to change first.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 20,
          es: { title: 'Buscar un programa de apoyo para dejarlo o reducirlo', description: 'Tu centro de salud, una línea de ayuda o una aplicación: con acompañamiento es más fácil.' },
          en: { title: 'Find a support programme to quit or cut down', description: 'Your health centre, a helpline or an app: support makes it easier.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 15,
          es: { title: 'Elegir tu fecha de inicio y contárselo a alguien', description: 'Una fecha dentro de las próximas dos semanas y una persona que te anime cuando cueste.' },
          en: { title: 'Pick your start date and tell someone', description: 'A date within the next two weeks, and someone to cheer you on when it gets hard.' },
        },
      ],
    },
    {
      order: 9,
      BE: [
        { es: 'Soy una persona que trata a su cuerpo con respeto y paciencia', en: 'I am someone who treats my body with respect and patience' },
        { es: 'Soy alguien que cuida su salud con hábitos que puede mantener', en: 'I am someone who cares for my health with habits I can keep' },
      ],
      DO: [
        { es: 'Como despacio, sin pantallas, y paro cuando me siento a gusto', en: 'I eat slowly, without screens, and stop when I feel satisfied' },
        { es: 'Cada domingo planifico las comidas de la semana', en: 'Every Sunday I plan my meals for the week' },
      ],
      HAVE: [{ es: 'Tengo un objetivo de peso acordado con un profesional de la salud y un plan que me funciona', en: 'I have a weight goal agreed with a health professional and a plan that works for me' }],
      actions: [
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 15,
          es: { title: 'Pedir cita con tu médico o con un nutricionista', description: 'Para conocer tu rango saludable y tener un plan pensado para ti, no para un ideal estético.' },
          en: { title: 'Book a visit with your doctor or a dietitian', description: 'To learn your healthy range and get a plan made for you, not for an appearance ideal.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30, repeat: { weekdays: [7] },
          es: { title: 'Planificar las comidas de la semana', description: 'Cinco cenas sencillas y la lista de compras: así decides con calma y no con hambre.' },
          en: { title: "Plan the week's meals", description: 'Five simple dinners and a shopping list, so you decide calmly rather than hungry.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 20,
          es: { title: 'Comer sin pantallas durante una semana', description: 'Siéntate a la mesa y presta atención a la comida: notarás antes cuándo estás a gusto.' },
          en: { title: 'Eat without screens for a week', description: "Sit at the table and pay attention to your food: you'll notice sooner when you've had enough." },
        },
      ],
    },
    {
      order: 10,
      BE: [
        { es: 'Soy una persona que respeta su descanso como parte de su salud', en: 'I am someone who respects rest as part of my health' },
        { es: 'Soy alguien que se recupera sin sentir culpa', en: 'I am someone who recovers without feeling guilty' },
      ],
      DO: [
        { es: 'Reservo un día a la semana sin trabajo ni tareas pesadas', en: 'I keep one day a week free of work and heavy chores' },
        { es: 'Termino las tareas de la casa el día antes de mi día de descanso', en: 'I finish household chores the day before my rest day' },
      ],
      HAVE: [{ es: 'Tengo 12 días de descanso real disfrutados en estos 90 días', en: 'I have enjoyed 12 real rest days in these 90 days' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 10,
          es: { title: 'Elegir tu día de descanso semanal', description: 'Si tu horario cambia, elige cada lunes cuál será esa semana y anótalo.' },
          en: { title: 'Choose your weekly rest day', description: 'If your schedule varies, pick it each Monday and write it down.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 20,
          es: { title: 'Pasar las tareas pesadas a otros días', description: 'La ropa, la limpieza grande, las compras: muévelas para que tu día libre quede libre de verdad.' },
          en: { title: 'Move heavy chores to other days', description: 'Laundry, deep cleaning, shopping: shift them so your day off stays truly off.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 60, repeat: { weekdays: [7] },
          es: { title: 'Día de descanso: algo que te recupere', description: 'Dormir sin alarma, pasear, leer o estar con quien quieres; nada que se parezca a trabajar.' },
          en: { title: 'Rest day: something that restores you', description: 'Sleep in, take a stroll, read or be with people you love; nothing that feels like work.' },
        },
      ],
    },
  ],
};
