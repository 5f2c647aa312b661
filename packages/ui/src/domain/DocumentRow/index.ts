export {
  DocumentRow,
  type DocumentRowAction,
  type DocumentRowProps,
  documentRowActions,
} from './DocumentRow.tsx';
