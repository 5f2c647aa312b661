export {
  DocumentRow,
  type DocumentRowAction,
  type DocumentRowProps,
  documentRowActions,
  instructionFlagsBadgeLabel,
} from './DocumentRow.tsx';
