export { PopularQuestions, type PopularQuestionsProps, popularQuestionCards } from './PopularQuestions.tsx';
