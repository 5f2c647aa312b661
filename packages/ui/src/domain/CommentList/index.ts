export { type CommentDraft, CommentList, type CommentListProps } from './CommentList.tsx';
