export { QuickActions, type QuickActionsProps } from './QuickActions.tsx';
