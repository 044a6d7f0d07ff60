// Starter suggestions for the couple and intimacy questions of people in a relationship (haveMoreQuestions false in
// prisma/seed/questions.ts, same order). Where a NO can mean fear or contempt, an action points to outside help.
import type { SuggestionSet } from './types';

export const couple: SuggestionSet = {
  areaKey: 'COUPLE_INTIMACY',
  haveMoreQuestions: false,
  questions: [
    {
      order: 1,
      BE: [
        { es: 'Soy una persona que comparte con su pareja lo que siente', en: 'I am someone who shares my feelings with my partner' },
        { es: 'Soy alguien que crea momentos de confianza para hablar de lo importante', en: 'I am someone who makes room for trust and real conversations' },
      ],
      DO: [
        { es: 'Cada semana tenemos una charla de 20 minutos sobre cómo nos sentimos', en: 'Every week we have a 20-minute talk about how we feel' },
        { es: 'Cada noche le cuento a mi pareja un momento de mi día y cómo lo viví', en: 'Each evening I tell my partner about one moment of my day and how it felt' },
      ],
      HAVE: [{ es: 'Tengo con mi pareja una charla semanal que esperamos con ganas', en: 'My partner and I have a weekly talk we both look forward to' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 10,
          es: { title: 'Proponer a tu pareja una charla semanal', description: 'Elige con tu pareja un día y una hora; cuéntale que quieres saber más de cómo se siente.' },
          en: { title: 'Suggest a weekly talk to your partner', description: 'Agree on a day and time; tell them you want to know more about how they feel.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 20, repeat: { weekdays: [7] },
          es: { title: 'Charla semanal de pareja', description: 'Tres preguntas: ¿qué te alegró esta semana?, ¿qué te preocupó?, ¿qué necesitas de mí?' },
          en: { title: 'Weekly couple check-in', description: 'Three questions: What made you happy this week? What worried you? What do you need from me?' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 10,
          es: { title: 'Contar hoy algo que sentiste, no solo lo que hiciste', description: 'Empieza con «Hoy me sentí...»: poner nombre a la emoción ayuda a tu pareja a entenderte.' },
          en: { title: 'Share how you felt today, not just what you did', description: 'Start with "Today I felt...": naming the feeling helps your partner understand you.' },
        },
      ],
    },
    {
      order: 2,
      BE: [
        { es: 'Soy una persona que cuida su relación con momentos especiales', en: 'I am someone who nurtures my relationship with special moments' },
        { es: 'Soy alguien que sigue conquistando a su pareja', en: 'I am someone who keeps courting my partner' },
      ],
      DO: [
        { es: 'Cada dos semanas planeamos una cita a solas', en: 'Every two weeks we plan a date for just the two of us' },
        { es: 'Nos turnamos para organizar la cita, con un plan distinto cada vez', en: 'We take turns planning our date, with something different each time' },
      ],
      HAVE: [{ es: 'Tengo con mi pareja seis citas a solas disfrutadas en estos 90 días', en: 'My partner and I have enjoyed six dates alone in these 90 days' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 15,
          es: { title: 'Hacer una lista de 10 ideas de citas', description: 'Gratis, baratas y especiales: así nunca faltará un plan.' },
          en: { title: 'Make a list of 10 date ideas', description: "Free, cheap and special: you'll never run out of plans." },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 10,
          es: { title: 'Reservar la próxima cita en la agenda de los dos', description: 'Con fecha y hora, como cualquier compromiso importante.' },
          en: { title: 'Put your next date in both your calendars', description: 'With a date and a time, like any important commitment.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 120, repeat: { everyDays: 14 },
          es: { title: 'Cita a solas', description: 'Sin pantallas ni temas pendientes; una cena tranquila en casa también vale.' },
          en: { title: 'Date for the two of you', description: 'No screens and no to-do talk; a quiet dinner at home counts too.' },
        },
      ],
    },
    {
      order: 3,
      BE: [
        { es: 'Soy una persona que habla de su intimidad con naturalidad y respeto', en: 'I am someone who talks about intimacy openly and respectfully' },
        { es: 'Soy alguien que cuida el deseo y la complicidad en su relación', en: 'I am someone who nurtures desire and closeness in my relationship' },
      ],
      DO: [
        { es: 'Una vez al mes hablo con mi pareja de lo que nos gusta y lo que necesitamos', en: 'Once a month I talk with my partner about what we enjoy and what we need' },
        { es: 'Reservamos tiempo para la intimidad sin prisas ni cansancio', en: 'We set aside unhurried time for intimacy, not just the tired end of the day' },
      ],
      HAVE: [{ es: 'Tengo con mi pareja una vida íntima que siento cuidada y elegida', en: 'I have an intimate life with my partner that feels cared for and chosen' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 15,
          es: { title: 'Anotar qué te gustaría más, menos o distinto', description: 'Primero para ti, sin juicio: te ayudará a expresarlo con claridad.' },
          en: { title: "Note what you'd like more of, less of or different", description: 'For yourself first, without judgement: it helps you say it clearly.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Proponer una conversación tranquila sobre su intimidad', description: 'En un momento relajado y fuera del dormitorio; empieza por lo que sí te gusta.' },
          en: { title: 'Suggest a calm conversation about your intimacy', description: 'At a relaxed moment, outside the bedroom; start with what you do enjoy.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 20,
          es: { title: 'Buscar un libro o un profesional de terapia de pareja o sexual', description: 'Si algo pesa desde hace tiempo, un especialista puede ayudar: pedir ayuda también es cuidar la relación.' },
          en: { title: 'Look up a book or a couples or sex therapist', description: 'If something has weighed on you for a while, a specialist can help: asking for help is caring for the relationship too.' },
        },
      ],
    },
    {
      order: 4,
      BE: [
        { es: 'Soy una persona que construye la confianza con transparencia', en: 'I am someone who builds trust through openness' },
        { es: 'Soy alguien que habla de sus dudas en lugar de guardarlas', en: 'I am someone who talks about my doubts instead of keeping them in' },
      ],
      DO: [
        { es: 'Cuando aparece una inseguridad, la expreso con calma y sin acusar', en: 'When an insecurity comes up, I voice it calmly and without accusing' },
        { es: 'Cumplo los pequeños acuerdos de la pareja y pido lo mismo', en: 'I keep our small agreements and ask for the same in return' },
      ],
      HAVE: [{ es: 'Tengo acuerdos claros con mi pareja sobre fidelidad, dinero y privacidad', en: 'I have clear agreements with my partner about fidelity, money and privacy' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 15,
          es: { title: 'Escribir qué te genera desconfianza', description: 'Separa los hechos de lo que imaginas: te ayudará a hablarlo con claridad.' },
          en: { title: 'Write down what makes you doubt', description: 'Separate the facts from what you imagine: it helps you talk about it clearly.' },
        },
        {
          context: 'HOME', energy: 'HIGH', minutes: 45,
          es: { title: 'Hablar de tus dudas con tu pareja', description: 'Habla desde ti: «Me cuesta confiar cuando...». Escucha su versión antes de sacar conclusiones.' },
          en: { title: 'Talk about your doubts with your partner', description: 'Speak from your side: "I find it hard to trust when..." Hear their side before drawing conclusions.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 20,
          es: { title: 'Buscar terapia de pareja si la confianza se rompió', description: 'Un profesional ayuda a reconstruirla; si sientes miedo o control, busca apoyo especializado.' },
          en: { title: 'Look for couples therapy if trust was broken', description: 'A professional can help rebuild it; if you feel afraid or controlled, seek specialist support.' },
        },
      ],
    },
    {
      order: 5,
      BE: [
        { es: 'Soy una persona que construye un futuro en común con su pareja', en: 'I am someone who builds a shared future with my partner' },
        { es: 'Soy alguien que habla de sus sueños y escucha los de su pareja', en: "I am someone who shares my dreams and listens to my partner's" },
      ],
      DO: [
        { es: 'Una tarde cada trimestre la dedicamos a hablar de nuestros planes', en: 'Once a quarter we spend an evening talking about our plans' },
        { es: 'Cada mes revisamos cómo avanza nuestro proyecto común', en: 'Each month we check how our shared project is going' },
      ],
      HAVE: [{ es: 'Tengo con mi pareja un proyecto común escrito, con fecha y primeros pasos', en: 'My partner and I have a shared plan written down, with a date and first steps' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 20,
          es: { title: 'Escribir tus sueños para los próximos cinco años', description: 'Vivienda, familia, viajes, trabajo, dinero: cada cual por su lado antes de hablarlo.' },
          en: { title: 'Write your dreams for the next five years', description: 'Home, family, travel, work, money: each of you separately before you talk.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 60,
          es: { title: 'Compartir y comparar sus listas', description: 'Marca lo que coincide y elige un proyecto para empezar en común.' },
          en: { title: 'Share and compare your lists', description: 'Find what overlaps and choose one project to start together.' },
        },
        {
          context: 'COMPUTER', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Poner fecha y primer paso al proyecto elegido', description: 'Por ejemplo, un viaje: destino, presupuesto y cuándo reservar.' },
          en: { title: 'Give the chosen project a date and a first step', description: 'A trip, say: destination, budget and when to book.' },
        },
      ],
    },
    {
      order: 6,
      BE: [
        { es: 'Soy una persona que discute con respeto, incluso en medio de un desacuerdo', en: 'I am someone who argues respectfully, even in the heat of a disagreement' },
        { es: 'Soy alguien que busca soluciones en lugar de ganar la discusión', en: 'I am someone who looks for solutions, not for winning the argument' },
      ],
      DO: [
        { es: 'Cuando subimos el tono, hacemos una pausa de 20 minutos y retomamos después', en: 'When voices rise, we take a 20-minute break and come back to it' },
        { es: 'Hablo de lo que siento y necesito, sin atacar a la otra persona', en: 'I talk about what I feel and need without attacking the other person' },
      ],
      HAVE: [{ es: 'Tengo con mi pareja reglas escritas para discutir, y las respetamos', en: 'My partner and I have written rules for arguing, and we stick to them' }],
      actions: [
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Acordar con tu pareja sus reglas para discutir', description: 'Por ejemplo: sin gritos, sin insultos, sin sacar temas viejos y con derecho a pedir una pausa.' },
          en: { title: 'Agree on rules for arguing with your partner', description: 'For example: no yelling, no insults, no dragging up old issues, and either of you can call a break.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 10,
          es: { title: 'Elegir una señal para pedir una pausa', description: 'Una palabra o un gesto que se respete siempre cuando la discusión sube de tono.' },
          en: { title: 'Pick a signal to call a time-out', description: 'A word or a gesture you both honour whenever things heat up.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 20,
          es: { title: 'Buscar apoyo si los gritos o las faltas de respeto son frecuentes', description: 'La terapia de pareja ayuda; si alguna vez sientes miedo, contacta con un servicio de ayuda especializado.' },
          en: { title: 'Seek support if yelling or disrespect is frequent', description: 'Couples therapy helps; if you ever feel afraid, contact a specialist helpline.' },
        },
      ],
    },
    {
      order: 7,
      BE: [
        { es: 'Soy una persona cariñosa que expresa su afecto con gestos', en: 'I am an affectionate person who shows love through touch' },
        { es: 'Soy alguien que cuida la cercanía física en el día a día', en: 'I am someone who keeps physical closeness alive day to day' },
      ],
      DO: [
        { es: 'Abrazo a mi pareja cada vez que nos despedimos y nos reencontramos', en: 'I hug my partner every time we say goodbye and meet again' },
        { es: 'Cada noche pasamos 10 minutos de cercanía sin pantallas', en: 'Every night we spend 10 screen-free minutes close together' },
      ],
      HAVE: [{ es: 'Tengo con mi pareja pequeños rituales de cariño que forman parte de cada día', en: 'My partner and I have small rituals of affection that are part of every day' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 10,
          es: { title: 'Preguntar a tu pareja qué gestos de cariño prefiere', description: 'Abrazos, caricias, ir de la mano: cada persona disfruta de formas distintas.' },
          en: { title: 'Ask your partner which kinds of affection they like', description: 'Hugs, cuddles, holding hands: everyone enjoys different things.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 10, repeat: { everyDays: 1 },
          es: { title: 'Diez minutos de cercanía sin pantallas antes de dormir', description: 'Conversar, abrazarse o simplemente estar: lo que apetezca en ese momento.' },
          en: { title: 'Ten screen-free minutes together before sleep', description: 'Talk, cuddle or simply be together: whatever you both feel like.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 30,
          es: { title: 'Salir a pasear de la mano esta semana', description: 'Un paseo corto después de cenar: el contacto sin prisa acerca.' },
          en: { title: 'Go for a hand-in-hand walk this week', description: 'A short stroll after dinner: unhurried touch brings you closer.' },
        },
      ],
    },
    {
      order: 8,
      BE: [
        { es: 'Soy una persona que comparte sus metas y pide el apoyo que necesita', en: 'I am someone who shares my goals and asks for the support I need' },
        { es: 'Soy alguien que apoya los sueños de su pareja como quiere que apoyen los suyos', en: "I am someone who backs my partner's dreams the way I want mine backed" },
      ],
      DO: [
        { es: 'Cada semana le cuento a mi pareja cómo avanzo en mis metas', en: 'Every week I tell my partner how my goals are going' },
        { es: 'Pido ayuda concreta cuando la necesito, como tiempo o ánimo', en: 'I ask for specific help when I need it, such as time or encouragement' },
      ],
      HAVE: [{ es: 'Tengo un acuerdo con mi pareja sobre el tiempo que cada cual dedica a sus metas', en: 'My partner and I have agreed how much time each of us gives to our own goals' }],
      actions: [
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Contar a tu pareja tus metas de estos 90 días', description: 'Explica por qué te importan y qué tipo de apoyo te ayudaría.' },
          en: { title: 'Tell your partner your goals for these 90 days', description: 'Explain why they matter to you and what kind of support would help.' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 15,
          es: { title: 'Preguntar por las metas de tu pareja', description: '¿Qué quiere lograr y cómo puedes darle apoyo? El apoyo crece cuando va en las dos direcciones.' },
          en: { title: "Ask about your partner's goals", description: 'What do they want to achieve and how can you support them? Support grows when it goes both ways.' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 15,
          es: { title: 'Reservar en una agenda compartida tiempo para las metas de cada cual', description: 'Por ejemplo, dos tardes por semana en que la otra persona se ocupa de la casa.' },
          en: { title: "Block time for each other's goals in a shared calendar", description: 'For example, two evenings a week when the other person covers things at home.' },
        },
      ],
    },
    {
      order: 9,
      BE: [
        { es: 'Soy una persona que asume su parte del hogar, también la carga mental', en: 'I am someone who takes on my share at home, mental load included' },
        { es: 'Soy alguien que habla del reparto en casa sin reproches', en: 'I am someone who talks about fairness at home without blame' },
      ],
      DO: [
        { es: 'Cada domingo repasamos el reparto de tareas de la semana', en: 'Every Sunday we review who does what for the week' },
        { es: 'Me ocupo por completo de mis tareas, incluido recordarlas y planificarlas', en: 'I fully own my tasks, including remembering and planning them' },
      ],
      HAVE: [{ es: 'Tengo con mi pareja un reparto de tareas por escrito que sentimos justo', en: 'My partner and I have a written split of chores that feels fair to both of us' }],
      actions: [
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 30,
          es: { title: 'Hacer la lista de todas las tareas del hogar', description: 'Incluye las invisibles: planificar comidas, pedir citas, recordar cumpleaños, comprar regalos.' },
          en: { title: 'List every household task', description: 'Include the invisible ones: planning meals, booking appointments, remembering birthdays, buying gifts.' },
        },
        {
          context: 'HOME', energy: 'MEDIUM', minutes: 45,
          es: { title: 'Repartir las tareas con tu pareja', description: 'Cada tarea con una persona responsable de principio a fin, no con alguien que «ayuda».' },
          en: { title: 'Split the tasks with your partner', description: 'Each task gets one person responsible from start to finish, not a "helper".' },
        },
        {
          context: 'HOME', energy: 'LOW', minutes: 15, repeat: { weekdays: [7] },
          es: { title: 'Revisión semanal del reparto de tareas', description: 'Diez minutos el domingo para ajustar lo que no funcionó, sin reproches.' },
          en: { title: 'Weekly check-in on chores', description: "Ten minutes on Sunday to adjust what didn't work, without blame." },
        },
      ],
    },
    {
      order: 10,
      BE: [
        { es: 'Soy una persona que merece respeto y lo pide con claridad', en: 'I am someone who deserves respect and asks for it clearly' },
        { es: 'Soy alguien que pone límites firmes ante las burlas y el desprecio', en: 'I am someone who sets firm limits on mockery and contempt' },
      ],
      DO: [
        { es: 'Cuando recibo una burla o un desprecio, lo nombro con calma, en el momento o después', en: 'When I am mocked or belittled, I name it calmly, then or later' },
        { es: 'En un momento tranquilo, hablo de cómo me afectan sus comentarios', en: 'At a calm moment, I talk about how their remarks affect me' },
      ],
      HAVE: [{ es: 'Tengo un acuerdo claro con mi pareja: nada de burlas ni humillaciones, tampoco en broma', en: 'My partner and I have a clear agreement: no mockery or put-downs, not even as a joke' }],
      actions: [
        {
          context: 'HOME', energy: 'LOW', minutes: 15,
          es: { title: 'Anotar los comentarios que te hicieron daño', description: 'Qué se dijo, dónde y cómo te sentiste: te ayudará a hablar de hechos concretos.' },
          en: { title: 'Note the remarks that hurt you', description: 'What was said, where and how you felt: it helps you talk about specific facts.' },
        },
        {
          context: 'HOME', energy: 'HIGH', minutes: 30,
          es: { title: 'Decirle a tu pareja cómo te afectan esos comentarios', description: 'En privado y con calma: «Cuando dices... delante de otras personas, me siento... Necesito que pare».' },
          en: { title: 'Tell your partner how those remarks affect you', description: 'Privately and calmly: "When you say... in front of others, I feel... I need it to stop."' },
        },
        {
          context: 'COMPUTER', energy: 'LOW', minutes: 20,
          es: { title: 'Buscar apoyo profesional o una línea de ayuda', description: 'Si el desprecio es frecuente o sientes miedo, no tienes que afrontarlo en soledad.' },
          en: { title: 'Look for professional support or a helpline', description: "If the contempt is frequent or you feel afraid, you don't have to face it alone." },
        },
      ],
    },
  ],
};
