/** The answer queue's module for page tests, as a queue holding nothing and sending nothing. */
export const idleAnswerQueue = {
  startAnswerQueue: () => undefined,
  useAnswerQueue: () => undefined,
  answerQueue: { reload: () => Promise.resolve([]), flush: () => Promise.resolve(), store: { getState: () => ({ items: {}, acknowledged: {}, rejected: {} }) } },
};
