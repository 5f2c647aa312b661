export {
  AnalyticsLists,
  type AnalyticsListsProps,
  KnowledgeGaps,
  type KnowledgeGapsProps,
  MostAskedQuestions,
  type MostAskedQuestionsProps,
  TicketConversations,
  type TicketConversationsProps,
} from './AnalyticsLists.tsx';
