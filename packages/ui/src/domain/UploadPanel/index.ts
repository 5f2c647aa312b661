export { type DocumentUploadValues, UploadPanel, type UploadPanelProps } from './UploadPanel.tsx';
