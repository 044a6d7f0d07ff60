// The refusals of a goal or action write that concern its targets: the forms show them on the answer picker.
export const TARGET_REFUSALS = {
  TARGET_QUESTION_NOT_ALLOWED: 'targetQuestionIds',
  TARGET_QUESTIONS_TOO_MANY: 'targetQuestionIds',
  TARGET_QUESTIONS_INVALID: 'targetQuestionIds',
} as const;
