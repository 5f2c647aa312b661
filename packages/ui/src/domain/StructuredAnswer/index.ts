export {
  type PartialStructuredAnswer,
  StructuredAnswer,
  type StructuredAnswerProps,
  type StructuredAnswerSection,
  structuredAnswerSections,
  structuredAnswerSectionTitles,
} from './StructuredAnswer.tsx';
