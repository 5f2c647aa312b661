export { createChatService, normaliseQuestion } from './chat.ts';
export { createDocumentService } from './documents.ts';
export { type AnswerEngine, builtInEngine, openAiEngine } from './engines.ts';
export { evaluateBlind } from './evaluate.ts';
export { DEFAULT_PROCESSING_BUDGET_MS, processDocument } from './processing.ts';
export { createKnowledgeRoutes } from './routes.ts';
export { retrieve } from './search.ts';
export { demoDocumentsDir, seedKnowledge } from './seed.ts';
export type { Caller, KnowledgeDeps } from './types.ts';
